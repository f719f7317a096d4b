// `npm run build -w @scrims/server`: bundles the server (and the @scrims/shared sources it imports)
// into apps/server/dist/server.js, so production runs `node dist/server.js` without a TypeScript
// loader. Code split: modules the server imports lazily (S3, Redis, …) stay in chunks of their own
// and load only when configured.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { serverBundle, serverDir } from "./lib.mjs";

/**
 * Packages left to Node's own resolution from node_modules: they find files of their own next to
 * their code at run time (PGlite's wasm and data, sharp's native binding, pino's transport
 * workers, the docs UI's static files), are optional native modules (pg-native), or load only
 * when configured, where Node's CommonJS interop gives them the named exports our code imports
 * (Redis, the S3 SDK).
 */
export const SERVER_EXTERNALS = [
  "@electric-sql/pglite",
  "sharp",
  "pg-native",
  "pino",
  "pino-pretty",
  "thread-stream",
  "@fastify/swagger-ui",
  "ioredis",
  "@socket.io/redis-adapter",
  "@aws-sdk/*",
];

export async function buildServer() {
  const outdir = path.dirname(serverBundle);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      server: path.join(serverDir, "src/server.ts"),
      // npm run db:export / db:import (scripts/db-tools.mjs).
      "db-tools": path.join(serverDir, "src/db-tools.ts"),
      // Run below, once: the new embedded database's template (src/db/pglite-template.ts).
      "pglite-template": path.join(serverDir, "src/pglite-template.ts"),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    tsconfig: path.join(serverDir, "tsconfig.json"),
    external: SERVER_EXTERNALS,
    // Bundled CommonJS packages still call require() and read __dirname; ESM has neither.
    banner: {
      js: [
        'import { createRequire as __scrimsRequire } from "node:module";',
        'import { fileURLToPath as __scrimsPath } from "node:url";',
        "const require = __scrimsRequire(import.meta.url);",
        "const __filename = __scrimsPath(import.meta.url);",
        'const __dirname = __scrimsPath(new URL(".", import.meta.url));',
      ].join("\n"),
    },
    // The bundle sits in apps/server/dist: lib/server-root.ts finds apps/server one level up.
    define: { __SERVER_ROOT__: '".."' },
    // Every chunk next to server.js, so `..` from any of them is apps/server.
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
  });
  // With the bundle that copies it, so the two always match (the server checks the stamp too).
  const template = spawnSync(process.execPath, [path.join(outdir, "pglite-template.js")], {
    cwd: serverDir,
    stdio: "inherit",
  });
  if (template.status !== 0) {
    throw new Error("making the new database's template failed");
  }
  return serverBundle;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Built ${path.relative(process.cwd(), serverBundle)} in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
