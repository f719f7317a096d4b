import { defineProject } from "vitest/config";

// Tests of the repository's own scripts (`npm start` and friends), run as real processes.
export default defineProject({
  test: {
    name: "scripts",
    environment: "node",
    include: ["**/*.test.mjs"],
    testTimeout: 240_000,
    // Builds the web app when there is no up-to-date build (the end-to-end run reuses it).
    hookTimeout: 900_000,
  },
});
