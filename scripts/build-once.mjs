// The global setup of the scripts project: the web build and the server bundle, each when stale,
// once before any test file runs. The tests that run them (`npm start`, the built server) then
// find them ready and never build at the same time: two builds into one dist folder break
// each other.
import { buildAllIfStale } from "./lib.mjs";

export default async function setup() {
  const code = await buildAllIfStale();
  if (code !== 0) {
    throw new Error(`the build failed (exit code ${code})`);
  }
}
