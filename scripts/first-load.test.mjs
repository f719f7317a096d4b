// Guards the signed-in hub's and scrim page's first load (issue 12): what the entry and the two
// route modules import statically (the chunks their HTML preloads) must hold neither zod nor
// @dnd-kit. Forms, admin tools, a 409's check and the lobby's drag and drop load them on demand.
// Reads the import graph with esbuild (no build needed): packages stay external, so each import
// of one is seen with the module that makes it.
import path from "node:path";
import * as esbuild from "esbuild";
import { expect, it } from "vitest";

const webDir = path.resolve(import.meta.dirname, "../apps/web");
const FIRST_LOAD = [
  "src/app/main.tsx",
  "src/app/routes/scrims/scrims-list.tsx",
  "src/app/routes/scrims/scrim-detail.tsx",
  // Not preloaded, but fetched by every scrim card as soon as it renders.
  "src/features/chat/components/scrim-chat-button.tsx",
];
const OFF_FIRST_LOAD = /^(zod|@dnd-kit\/)/;

/** Every static import chain from the first-load modules to a package it must not reach. */
async function forbiddenChains() {
  const result = await esbuild.build({
    absWorkingDir: webDir,
    entryPoints: FIRST_LOAD,
    bundle: true,
    splitting: true,
    format: "esm",
    write: false,
    metafile: true,
    outdir: "out",
    logLevel: "silent",
    loader: { ".css": "empty", ".svg": "file", ".png": "file", ".webp": "file", ".woff2": "file" },
    plugins: [
      {
        name: "packages-external",
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
            specifier.startsWith("@/") || specifier.startsWith("@scrims/shared/")
              ? undefined
              : { path: specifier, external: true },
          );
        },
      },
    ],
  });
  const { inputs } = result.metafile;
  const parent = new Map();
  const queue = FIRST_LOAD.map((entry) => path.relative(webDir, path.join(webDir, entry)));
  for (const entry of queue) {
    expect(inputs[entry], entry).toBeDefined();
    parent.set(entry, null);
  }
  const chains = [];
  const chainTo = (file) => {
    const chain = [];
    for (let at = file; at; at = parent.get(at)) {
      chain.unshift(at);
    }
    return chain.join(" -> ");
  };
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { path: imported, kind, external } of inputs[file].imports) {
      if (kind !== "import-statement") {
        continue; // import() loads on demand
      }
      if (external) {
        if (OFF_FIRST_LOAD.test(imported)) {
          chains.push(`${chainTo(file)} -> ${imported}`);
        }
      } else if (!parent.has(imported)) {
        parent.set(imported, file);
        queue.push(imported);
      }
    }
  }
  return { chains, modules: parent.size };
}

it("keeps zod and @dnd-kit off the hub's and the scrim page's first load", async () => {
  const { chains, modules } = await forbiddenChains();
  // The graph was read through our own modules (a broken alias would leave it near empty).
  expect(modules).toBeGreaterThan(100);
  expect(chains).toEqual([]);
});
