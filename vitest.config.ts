import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "scripts"],
    // Vitest leaves one core to its main process by default: one worker on a 2-core machine.
    // Our test files wait on sockets, timers and child processes as much as they compute, so
    // every core gets a worker (on 2 cores the suite runs in about 60% of the time).
    maxWorkers: os.availableParallelism(),
  },
});
