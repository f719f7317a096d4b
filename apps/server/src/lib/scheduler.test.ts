import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { App } from "@/app";
import {
  JOBS_CLEANUP,
  createScheduler,
  jobsCleanupJob,
  scheduleJob,
  type JobHandler,
} from "@/lib/scheduler";
import { buildTestApp } from "@/test/app";
import { uniqueTag } from "@/test/factories";
import { countJobs, insertJobRow, loadJob, makeJobDue } from "@/test/jobs";
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

describe("repeating jobs", () => {
  it("makes the one row at start, runs it at once, then again `everyMs` after each run", async () => {
    const kind = `test-repeat-${uniqueTag()}`;
    const ran: number[] = [];
    let fail = false;
    const repeating: JobHandler = {
      kind,
      everyMs: 3_600_000,
      backoffMs: 10,
      run: async (_deps, _payload, job) => {
        ran.push(job.attempts);
        if (fail) {
          throw new Error("not today");
        }
      },
    };
    const app = await buildTestApp(
      { SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
      { jobHandlers: [repeating] },
    );
    // A second process starting on the same database keeps the row as it is.
    const second = createScheduler(app.deps, [repeating], { intervalMs: 50 });
    try {
      await waitFor(async () => (await loadJob(app, kind))?.attempts === 0 && ran.length === 1);
      second.start();
      const row = (await loadJob(app, kind))!;
      expect(row).toMatchObject({
        status: "pending",
        attempts: 0,
        lockedBy: null,
        lastError: null,
      });
      const inMs = row.runAt.getTime() - Date.now();
      expect(inMs).toBeGreaterThan(3_500_000);
      expect(inMs).toBeLessThanOrEqual(3_600_000);
      // Polls of both processes leave the next run alone until it is due.
      await second.runDue();
      await app.scheduler.runDue();
      expect(ran).toEqual([1]);
      expect(await countJobs(app, kind)).toBe(1);

      // A run that fails for good does not end the repetition: the next day's run stays planned.
      fail = true;
      await makeJobDue(app, kind);
      await waitFor(async () => ran.length === 1 + 5, "five failed attempts");
      await waitFor(async () => (await loadJob(app, kind))?.attempts === 0);
      expect(await loadJob(app, kind)).toMatchObject({ status: "pending", lastError: "not today" });
      expect((await loadJob(app, kind))!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    } finally {
      await second.stop();
      await app.close();
    }
  });
});

describe("jobs cleanup", () => {
  it("deletes the done and failed rows unchanged for 30 days, and nothing else", async () => {
    const app = await buildTestApp({ SCHEDULER: "off" }, { jobHandlers: [jobsCleanupJob] });
    try {
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
      const rows = {
        oldDone: { status: "done", updatedAt: daysAgo(31) },
        oldFailed: { status: "failed", updatedAt: daysAgo(31) },
        recentDone: { status: "done", updatedAt: daysAgo(29) },
        oldPending: { status: "pending", updatedAt: daysAgo(31), runAt: daysAgo(-1) },
      };
      const keys = Object.fromEntries(
        Object.keys(rows).map((name) => [name, `cleanup:${name}:${uniqueTag()}`]),
      );
      for (const [name, row] of Object.entries(rows)) {
        await insertJobRow(app, {
          kind: "test-record",
          key: keys[name]!,
          runAt: daysAgo(31),
          ...row,
        });
      }
      await scheduleJob(app.deps.db, { kind: JOBS_CLEANUP, key: JOBS_CLEANUP, runAt: new Date() });
      // Run by this poll, or by another test file's on a shared database: either way, once.
      await waitFor(async () => {
        await app.scheduler.runDue();
        const row = await loadJob(app, JOBS_CLEANUP);
        return row !== undefined && row.runAt.getTime() > Date.now() + 23 * 3_600_000;
      }, "the cleanup to run");

      expect(await loadJob(app, keys.oldDone!)).toBeUndefined();
      expect(await loadJob(app, keys.oldFailed!)).toBeUndefined();
      expect(await loadJob(app, keys.recentDone!)).toMatchObject({ status: "done" });
      expect(await loadJob(app, keys.oldPending!)).toMatchObject({ status: "pending" });
      // Planned again for tomorrow.
      const next = (await loadJob(app, JOBS_CLEANUP))!;
      expect(next.status).toBe("pending");
      expect(next.runAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    } finally {
      await app.close();
    }
  });
});

describe("lanes", () => {
  it("claims a due job of one kind at the next poll, however many of another kind are due before it", async () => {
    const flood = `test-flood-${uniqueTag()}`;
    const urgent = `test-urgent-${uniqueTag()}`;
    let floodRuns = 0;
    let releaseFlood: () => void = () => {};
    const floodGate = new Promise<void>((resolve) => {
      releaseFlood = resolve;
    });
    const urgentRan: string[] = [];
    const app = await buildTestApp(
      { SCHEDULER: "on", SCHEDULER_INTERVAL_MS: "50" },
      {
        jobHandlers: [
          {
            // A service that does not answer: every job of this kind hangs until released.
            kind: flood,
            concurrency: 3,
            run: async () => {
              floodRuns += 1;
              await floodGate;
            },
          },
          { kind: urgent, run: async (_deps, _payload, job) => void urgentRan.push(job.key) },
        ],
      },
    );
    try {
      // 60 jobs of the flood, all due before the urgent one.
      const long = Date.now() - 60_000;
      for (let i = 0; i < 60; i += 1) {
        await scheduleJob(app.deps.db, {
          kind: flood,
          key: `${flood}:${i}`,
          runAt: new Date(long + i),
        });
      }
      await waitFor(() => floodRuns >= 3, "the flood to fill its lane");
      const key = `${urgent}:${uniqueTag()}`;
      await scheduleJob(app.deps.db, { kind: urgent, key, runAt: new Date() });

      await waitFor(() => urgentRan.includes(key), "the urgent job to run");
      // It ran while the flood's lane stayed full and the rest of the flood waited.
      expect(floodRuns).toBe(3);
      expect(await loadJob(app, `${flood}:59`)).toMatchObject({ status: "pending" });
      expect(await loadJob(app, key)).toMatchObject({ status: "done" });
    } finally {
      releaseFlood();
      await app.close();
    }
  });

  it("drains a backlog as its jobs end, not one lane's worth per poll", async () => {
    const kind = `test-backlog-${uniqueTag()}`;
    const ran: string[] = [];
    const handlers: JobHandler[] = [
      { kind, concurrency: 2, run: async (_deps, _payload, job) => void ran.push(job.key) },
    ];
    const app = await buildTestApp({ SCHEDULER: "off" }, { jobHandlers: handlers });
    // Polls a minute apart, longer than the wait below: only the lane's wake-ups claim the rest.
    const scheduler = createScheduler(app.deps, handlers, { intervalMs: 60_000 });
    try {
      const keys = Array.from({ length: 25 }, (_, i) => `${kind}:${i}`);
      for (const key of keys) {
        await scheduleJob(app.deps.db, { kind, key, runAt: new Date(Date.now() - 1000) });
      }
      scheduler.start();
      await waitFor(() => ran.length === keys.length, "the backlog to drain", 15_000);
      expect([...ran].sort()).toEqual([...keys].sort());
    } finally {
      await scheduler.stop();
      await app.close();
    }
  });
});
