import os from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "scripts"],
    // Vitest leaves one core to its main process by default: one worker on a 2-core machine.
    // Our test files wait on sockets, timers and child processes as much as they compute, so
    // every core gets a worker (on 2 cores the suite runs in about 60% of the time), and one more:
    // the simulated evening (game-day/evening.jobs.test.ts) holds its worker for six minutes of
    // the real clock while using almost no CPU, and without the extra worker every other file
    // ran on the one worker left (1014 s of 1293 s file time on 2 cores, CI on 2026-12-02).
    maxWorkers: os.availableParallelism() + 1,
  },
});
