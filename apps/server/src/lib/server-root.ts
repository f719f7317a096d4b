import { fileURLToPath } from "node:url";

/** Set by the production build (scripts/build-server.mjs): where apps/server is from the bundle. */
declare const __SERVER_ROOT__: string | undefined;

/**
 * The apps/server folder, from the sources (`src/lib`, two levels up) or from the bundle
 * (`dist`, one level up): migrations and the web build are found from here.
 */
export const serverRoot = fileURLToPath(
  new URL(typeof __SERVER_ROOT__ === "string" ? __SERVER_ROOT__ : "../..", import.meta.url),
);
