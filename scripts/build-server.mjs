// `npm run build -w @scrims/server`: bundles the server (and the @scrims/shared sources it imports)
// into apps/server/dist/server.js, so production runs `node dist/server.js` without a TypeScript
// loader. Code split: our modules imported lazily stay in chunks of their own, and packages
// imported lazily (S3, Redis, metrics) are loaded by Node from node_modules, only when configured.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { serverBundle, serverDir } from "./lib.mjs";

/**
 * Packages left to Node's own resolution from node_modules: they find files of their own next to
 * their code at run time (PGlite's wasm and data, sharp's native binding, pino's transport
 * workers, the docs UI's static files) or are optional native modules (pg-native). Packages the
 * server imports lazily are left to Node too, by `lazyPackagesStayExternal` below.
 */
export const SERVER_EXTERNALS = [
  "@electric-sql/pglite",
  "sharp",
  "pg-native",
  "pino",
  "pino-pretty",
  "thread-stream",
  "@fastify/swagger-ui",
];

const serverDependencies = Object.keys(
  JSON.parse(fs.readFileSync(path.join(serverDir, "package.json"), "utf8")).dependencies,
);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/**
 * A package our code imports lazily (`await import("prom-client")`, loaded only when configured)
 * is not bundled but loaded by Node at that moment. With code splitting, esbuild turns the lazy
 * import of a bundled CommonJS package into a chunk whose only export is `default`
 * (evanw/esbuild#3245), so `const { Registry } = await import("prom-client")` read undefined and
 * the server did not start with METRICS_TOKEN. Node's own loader gives a CommonJS package its
 * named exports, as in development and the tests. Such a package must be a dependency of the
 * server, since production installs only those.
 */
const lazyPackagesStayExternal = {
  name: "lazy-packages-stay-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const ours = !args.importer.includes(`${path.sep}node_modules${path.sep}`);
      if (args.kind !== "dynamic-import" || !ours || /^(node:|@\/|@scrims\/)/.test(args.path)) {
        return undefined;
      }
      if (!serverDependencies.includes(packageOf(args.path))) {
        return {
          errors: [{ text: `${args.path} is imported lazily but is not a server dependency` }],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * The same trap anywhere else in the bundle (a bundled package importing CommonJS lazily) fails
 * the build instead of the server at run time.
 */
function refuseLazyCommonJs(metafile) {
  const found = Object.entries(metafile.inputs).flatMap(([file, input]) =>
    input.imports
      .filter((entry) => entry.kind === "dynamic-import" && !entry.external)
      .filter((entry) => metafile.inputs[entry.path]?.format === "cjs")
      .map((entry) => `${file} → ${entry.path}`),
  );
  if (found.length > 0) {
    throw new Error(
      `Lazy imports of bundled CommonJS modules would see only their default export:\n${found.join("\n")}`,
    );
  }
}

export async function buildServer() {
  const outdir = path.dirname(serverBundle);
  fs.rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: {
      server: path.join(serverDir, "src/server.ts"),
      // npm run db:export / db:import (scripts/db-tools.mjs).
      "db-tools": path.join(serverDir, "src/db-tools.ts"),
      // The embedded database's own thread (src/db/pglite-thread.ts starts it beside the bundle).
      "pglite-worker": path.join(serverDir, "src/db/pglite-worker.ts"),
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
    plugins: [lazyPackagesStayExternal],
    metafile: true,
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
  refuseLazyCommonJs(metafile);
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
