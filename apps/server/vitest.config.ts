import { fileURLToPath, URL } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Need a Redis server / a shared PostgreSQL: run when REDIS_URL / DATABASE_URL is set (CI sets
    // both), and are left out otherwise.
    exclude: [
      ...(process.env.REDIS_URL ? [] : ["src/**/*.redis.test.ts"]),
      ...(process.env.DATABASE_URL ? [] : ["src/**/*.postgres.test.ts"]),
    ],
    // Each test file builds its own app on its own database (an in-memory PGlite, or rows of its
    // own on PostgreSQL), so files need no fresh module graph: without isolation a worker imports
    // the server once instead of once per file, which was half of the suite's time.
    isolate: false,
    globalSetup: ["./src/test/global-setup.ts"],
    env: { TZ: "Asia/Kathmandu" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
