import type { KnipConfig } from "knip";

// The dead-code check of `npm run lint`: files nothing reaches, exports nothing imports, and
// dependencies nothing uses (or uses without listing). Entry files are what runs or is loaded
// by a tool; knip's plugins add the ones the tools' configs name (the vitest projects' tests,
// setup files and global setups, the playwright specs, vite, drizzle-kit, eslint).
const config: KnipConfig = {
  workspaces: {
    ".": {
      // npm scripts, CI and the tests of the scripts project run these.
      entry: ["scripts/**/*.mjs"],
      project: ["scripts/**/*.mjs", "*.{js,ts}"],
    },
    "apps/server": {
      entry: [
        // Bundled by scripts/build-server.mjs next to server.ts: npm run db:export / db:import,
        // and the build's embedded-database template.
        "src/db-tools.ts",
        "src/pglite-template.ts",
        // The embedded database's thread, started by src/db/pglite-thread.ts (bundled beside it).
        "src/db/pglite-worker.ts",
        // Run by scripts/bench/growth.mjs and `npm run bench:bans`.
        "src/bench/growth.ts",
        "bench/*.ts",
        // Started as a process of its own by db/data-dir-lock.test.ts.
        "src/test/lock-holder.ts",
      ],
      project: ["src/**/*.ts", "bench/**/*.ts", "*.ts"],
      // The logger's pretty transport, loaded by pino by name (lib/logger.ts).
      ignoreDependencies: ["pino-pretty"],
      // The push tests make their VAPID keys with the system's openssl (test/push-service.ts).
      ignoreBinaries: ["openssl"],
    },
    "apps/web": {
      entry: [
        // scripts/prerender.mjs renders the public pages with it after `vite build`.
        "src/app/prerender/render-page.tsx",
        // Read and inlined into the pages by scripts/prerender.mjs.
        "scripts/*.{js,mjs}",
        // The service worker, registered at /sw.js (features/push/utils/push-device.ts).
        "public/sw.js",
      ],
      project: ["src/**/*.{ts,tsx}", "e2e/**/*.ts", "scripts/**/*.{js,mjs}", "*.ts"],
      playwright: { config: ["playwright.config.ts", "playwright.cluster.config.ts"] },
    },
    "packages/shared": {
      project: ["src/**/*.ts"],
      // Its package.json exports every file, so each is an entry: report the exports that
      // neither app (nor a test) imports all the same.
      includeEntryExports: true,
      ignoreIssues: {
        // registerInputSchema and updateUserInputSchema name the one account-details contract
        // after the two routes that take it.
        "src/users/users.schema.ts": ["duplicates"],
      },
    },
  },
};

export default config;
