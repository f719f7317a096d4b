import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { scheduleJob, type JobHandler } from "@/lib/scheduler";
import { buildTestApp } from "@/test/app";
import { uniqueTag } from "@/test/factories";
import { countJobs, loadJob } from "@/test/jobs";
import { waitFor } from "@/test/wait-for";

// Runs only when DATABASE_URL is set (vitest.config.ts excludes it otherwise): two processes can
// share only a real PostgreSQL (each in-memory PGlite is a database of its own). CI sets it.
const kind = `test-shared-${uniqueTag()}`;
const runs = new Map<string, string[]>();
let first: App;
let second: App;

function recorder(instance: string): JobHandler {
  return {
    kind,
    run: async (_deps, _payload, job) => {
      runs.set(job.key, [...(runs.get(job.key) ?? []), instance]);
      // Yield, so both instances' polls interleave.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

beforeAll(async () => {
  first = await buildTestApp(
    { SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
    { jobHandlers: [recorder("first")] },
  );
  second = await buildTestApp(
    { SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
    { jobHandlers: [recorder("second")] },
  );
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe("scheduler with two processes on one PostgreSQL", () => {
  it("runs each of many due jobs exactly once between them", async () => {
    const keys = Array.from({ length: 60 }, (_, i) => `shared:${uniqueTag()}:${i}`);
    const runAt = new Date(Date.now() - 1000);
    for (const [i, key] of keys.entries()) {
      await scheduleJob((i % 2 ? first : second).deps.db, { kind, key, runAt });
    }
    // Both also poll by hand, as fast as they can, on top of their pollers.
    await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()]);
    await waitFor(async () => {
      const rows = await Promise.all(keys.map((key) => loadJob(first, key)));
      return rows.every((row) => row?.status === "done");
    }, "every job to be done");
    for (const key of keys) {
      expect(runs.get(key), key).toHaveLength(1);
    }
    const byInstance = [...runs.values()].flat();
    expect(byInstance.length).toBe(keys.length);
  });
});

describe("a repeating job with two processes on one PostgreSQL", () => {
  it("gets one row and one run at their start, whichever starts first", async () => {
    const repeatingKind = `test-repeat-shared-${uniqueTag()}`;
    const ran: string[] = [];
    const handler = (instance: string): JobHandler => ({
      kind: repeatingKind,
      everyMs: 3_600_000,
      run: async () => {
        ran.push(instance);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    const env = { SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" };
    const apps = await Promise.all([
      buildTestApp(env, { jobHandlers: [handler("a")] }),
      buildTestApp(env, { jobHandlers: [handler("b")] }),
    ]);
    try {
      await waitFor(async () => {
        const row = await loadJob(apps[0]!, repeatingKind);
        return row !== undefined && row.runAt > new Date();
      }, "the first run to plan the next");
      // Both keep polling for a while: the next run is an hour away.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toHaveLength(1);
      expect(await countJobs(apps[0]!, repeatingKind)).toBe(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
