import { defineProject } from "vitest/config";

// Tests of the repository's own scripts (`npm start` and friends), run as real processes.
export default defineProject({
  test: {
    name: "scripts",
    environment: "node",
    include: ["**/*.test.mjs"],
    // Builds the web app and the server bundle when stale, before any test runs.
    globalSetup: ["./build-once.mjs"],
    testTimeout: 240_000,
    hookTimeout: 900_000,
  },
});
