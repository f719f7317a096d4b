import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { App } from "@/app";
import { createScheduler, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { buildTestApp } from "@/test/app";
import { uniqueTag } from "@/test/factories";
import { countJobs, insertJobRow, loadJob } from "@/test/jobs";
import { captureLog } from "@/test/log-capture";
import { waitFor } from "@/test/wait-for";

describe("scheduler", () => {
  const ran: { key: string; payload: unknown; attempt: number; at: number }[] = [];
  const failing = { kind: `test-failing-${uniqueTag()}` };
  const log = captureLog();
  let app: App;
  let release: () => void = () => {};
  let concurrent = 0;
  let maxConcurrent = 0;
  const slowRuns: string[] = [];

  const handlers: JobHandler[] = [
    {
      kind: "test-record",
      run: async (_deps, payload, job) => {
        ran.push({ key: job.key, payload, attempt: job.attempts, at: Date.now() });
      },
    },
    {
      kind: failing.kind,
      backoffMs: 50,
      run: async (_deps, _payload, job) => {
        ran.push({ key: job.key, payload: null, attempt: job.attempts, at: Date.now() });
        throw new Error("the far side is down");
      },
    },
    {
      kind: "test-slow",
      // A short lease: the test outlives it several times, so only its renewal keeps the claim.
      leaseMs: 150,
      run: async (_deps, _payload, job) => {
        concurrent += 1;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        slowRuns.push(job.key);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        concurrent -= 1;
      },
    },
  ];

  beforeAll(async () => {
    // The test drives polls itself (runDue), so no background timing decides anything.
    app = await buildTestApp(
      { SCHEDULER: "off", LOG_LEVEL: "info" },
      { logStream: log.stream, jobHandlers: handlers },
    );
  });
  afterAll(async () => {
    await app.close();
    log.remove();
  });

  it("runs a due job once, with its payload, and leaves a later one waiting", async () => {
    const key = `record:${uniqueTag()}`;
    const later = `record:${uniqueTag()}`;
    await scheduleJob(app.deps.db, {
      kind: "test-record",
      key,
      payload: { n: 1 },
      runAt: new Date(Date.now() - 1000),
    });
    await scheduleJob(app.deps.db, {
      kind: "test-record",
      key: later,
      runAt: new Date(Date.now() + 3_600_000),
    });
    await app.scheduler.runDue();
    await app.scheduler.runDue();
    expect(ran.filter((r) => r.key === key)).toMatchObject([{ payload: { n: 1 }, attempt: 1 }]);
    expect(ran.filter((r) => r.key === later)).toEqual([]);
    expect(await loadJob(app, key)).toMatchObject({ status: "done", lockedBy: null });
    expect(await loadJob(app, later)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("scheduling the same key again moves the one job instead of adding another", async () => {
    const key = `record:${uniqueTag()}`;
    await scheduleJob(app.deps.db, {
      kind: "test-record",
      key,
      runAt: new Date(Date.now() + 3_600_000),
    });
    await scheduleJob(app.deps.db, {
      kind: "test-record",
      key,
      payload: { moved: true },
      runAt: new Date(Date.now() - 1000),
    });
    expect(await countJobs(app, key)).toBe(1);
    await app.scheduler.runDue();
    expect(ran.filter((r) => r.key === key)).toMatchObject([{ payload: { moved: true } }]);
  });

  it("retries a failing job with growing pauses, then gives up with a logged reason", async () => {
    const key = `failing:${uniqueTag()}`;
    await scheduleJob(app.deps.db, {
      kind: failing.kind,
      key,
      runAt: new Date(Date.now() - 1000),
      maxAttempts: 3,
    });
    await waitFor(async () => {
      await app.scheduler.runDue();
      return (await loadJob(app, key))?.status === "failed";
    }, "the job to fail for good");
    const attempts = ran.filter((r) => r.key === key);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    // Each retry waited at least its backoff (50 ms, then 100 ms): due times are set by the database.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(50 - 5);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(100 - 5);
    expect(await loadJob(app, key)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "the far side is down",
    });
    // Three more polls change nothing: a failed job is never run again.
    await app.scheduler.runDue();
    expect(ran.filter((r) => r.key === key)).toHaveLength(3);
    const gaveUp = log
      .lines()
      .find((line) => line.job === key && line.level === 50 && line.attempts === 3);
    expect(gaveUp?.msg).toContain("the far side is down");
    expect(gaveUp?.msg).toContain("failed for good");
  });

  it("never runs a job twice at once: a second poller skips it while the first holds it", async () => {
    const key = `slow:${uniqueTag()}`;
    const second = createScheduler(app.deps, handlers, { intervalMs: 10 });
    await scheduleJob(app.deps.db, { kind: "test-slow", key, runAt: new Date(Date.now() - 1000) });
    const first = app.scheduler.runDue();
    await waitFor(() => slowRuns.includes(key), "the slow job to start");
    second.start();
    // Long past the 150 ms lease: only the renewal keeps the job claimed.
    const until = Date.now() + 800;
    await waitFor(async () => {
      expect(await second.runDue()).toBe(0);
      return Date.now() > until;
    });
    release();
    await first;
    await second.stop();
    expect(slowRuns.filter((k) => k === key)).toHaveLength(1);
    expect(maxConcurrent).toBe(1);
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });
  });

  it("claims again a job whose lease ran out (its process died mid-run)", async () => {
    const key = `record:${uniqueTag()}`;
    await insertJobRow(app, {
      kind: "test-record",
      key,
      runAt: new Date(Date.now() - 60_000),
      status: "running",
      attempts: 1,
      lockedBy: "a-process-that-died",
      lockedAt: new Date(Date.now() - 60_000),
      lockedUntil: new Date(Date.now() - 1000),
    });
    await app.scheduler.runDue();
    expect(ran.filter((r) => r.key === key)).toMatchObject([{ attempt: 2 }]);
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });
  });
});

describe("scheduler across a restart", () => {
  const databaseUrl = inject("databaseUrl");
  let dataDir: string | undefined;
  beforeAll(() => {
    // PGlite in memory dies with its app: use a data folder the second app reopens.
    dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "scrims-restart-"));
  });
  afterAll(() => {
    if (dataDir) {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("runs a job that fell due while no server could run it, once one starts", async () => {
    const env: Record<string, string> = dataDir ? { DATA_DIR: dataDir } : {};
    const key = `restart:${uniqueTag()}`;
    const kind = `test-restart-${uniqueTag()}`;
    // The first process polls but knows no handler for this kind (as a server that was down).
    const first = await buildTestApp(
      { ...env, SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
      { jobHandlers: [] },
    );
    const runAt = new Date(Date.now() + 100);
    await scheduleJob(first.deps.db, { kind, key, runAt });
    await first.close();
    // The job falls due while no server runs.
    await waitFor(() => Date.now() > runAt.getTime() + 50, "the due time to pass");

    const ran: string[] = [];
    const second = await buildTestApp(
      { ...env, SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
      {
        jobHandlers: [
          {
            kind,
            run: async (_deps, _payload, job) => {
              ran.push(job.key);
            },
          },
        ],
      },
    );
    try {
      await waitFor(() => ran.includes(key), "the job to run after the restart");
      expect(ran).toEqual([key]);
      expect(await loadJob(second, key)).toMatchObject({ status: "done" });
    } finally {
      await second.close();
    }
  });
});
