import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { jobsRepository, type ClaimedJob } from "@/lib/jobs.repository";

// Background work kept in the database (the `jobs` table): correct with one process or many,
// survives restarts, retries with backoff, and never runs one job twice at once. Every process
// polls; a claim is one short statement (`FOR UPDATE SKIP LOCKED`) that marks the rows `running`
// with a lease, the handler runs outside any transaction, and the row is then marked done,
// rescheduled with backoff, or failed. The lease is renewed while the handler runs; a lease that
// runs out (the process died) makes the job claimable again.
//
// Each kind has a lane of its own: a claim takes the due jobs of every kind at once, each kind up
// to its free places (`concurrency` less those running here), and a poll does not wait for the
// jobs it started. So a backlog of one kind (a burst of summoner lookups, a slow Riot) only ever
// fills its own lane, and a scrim's start, a check-in opening or a ban's end is claimed at the
// next poll whatever else is due. A lane that was full when claimed is claimed again as soon as
// one of its jobs ends, so a backlog drains at the speed of its jobs, not of the poll interval.

/** What a feature registers for one kind of job (`<feature>.jobs.ts`, listed in app.ts). */
export type JobHandler = {
  kind: string;
  /** Throws to fail the attempt (retried with backoff until `maxAttempts`). */
  run: (deps: Deps, payload: unknown, job: ClaimedJob) => Promise<void>;
  /** First pause before a retry, doubled after each failure (default 5 s). */
  backoffMs?: number;
  /** How long a claim holds without renewal (default 60 s; renewed every third of it). */
  leaseMs?: number;
  /**
   * Repeating work (e.g. a daily cleanup): one row, keyed by the kind, that each process makes
   * sure exists when its scheduler starts (due at once the first time), run again this long after
   * each run ends, a failed one included once its retries are spent. Payload-less.
   */
  everyMs?: number;
  /**
   * At most this many jobs of this kind run at once in one process (default 10). A kind that
   * calls a rate-limited service takes fewer, so its backlog never queues in front of another
   * kind's calls to that service.
   */
  concurrency?: number;
};

export type JobRequest = {
  kind: string;
  /** Unique per piece of work: scheduling the same key again moves it (and resets its tries). */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
};

const DEFAULT_BACKOFF_MS = 5000;
const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_CONCURRENCY = 10;
/** The longest pause between retries. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;

function newJob(request: JobRequest) {
  return {
    kind: request.kind,
    key: request.key,
    payload: request.payload ?? {},
    runAt: request.runAt,
    maxAttempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
}

/**
 * Schedules work, in the caller's transaction when given one (so the job exists exactly when the
 * change that asked for it commits). A job of the same key is moved to the new time and payload
 * and made pending again, whatever its state.
 */
export async function scheduleJob(db: DbOrTx, request: JobRequest): Promise<void> {
  await jobsRepository.upsert(db, newJob(request));
}

/**
 * Schedules work that must happen at most once per key: nothing happens when a job of that key
 * exists, even one that is done (e.g. an email that went out). True when this call scheduled it.
 */
export async function scheduleJobOnce(db: DbOrTx, request: JobRequest): Promise<boolean> {
  return jobsRepository.insertOnce(db, newJob(request));
}

/** Drops a job that is no longer wanted (e.g. its scrim was deleted). */
export async function cancelJob(db: DbOrTx, key: string): Promise<void> {
  await jobsRepository.deleteByKey(db, key);
}

export type Scheduler = {
  /** Starts polling every `intervalMs`. */
  start: () => void;
  /** Stops polling and waits for the jobs this process is running. */
  stop: () => Promise<void>;
  /**
   * Claims due jobs and runs them, claiming again while a kind's lane was full; resolves once
   * they finished. Returns how many ran.
   */
  runDue: () => Promise<number>;
};

/** A random id per process, so a claim can be told apart in the table and the logs. */
const PROCESS_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

export function createScheduler(
  deps: Deps,
  handlers: JobHandler[],
  options: { intervalMs: number },
): Scheduler {
  const byKind = new Map(handlers.map((handler) => [handler.kind, handler]));
  const running = new Set<Promise<void>>();
  /** Jobs of each kind running in this process. */
  const inFlight = new Map<string, number>();
  /** Kinds whose last claim filled their lane: more may be due. */
  const backlogged = new Set<string>();
  const claimLeaseMs = Math.max(
    DEFAULT_LEASE_MS,
    ...handlers.map((h) => h.leaseMs ?? DEFAULT_LEASE_MS),
  );
  let timer: NodeJS.Timeout | undefined;
  let active = false;
  let stopped = false;
  let claiming: Promise<Promise<void>[]> | undefined;

  const log = deps.log.child({ component: "scheduler" });

  async function execute(job: ClaimedJob): Promise<void> {
    const handler = byKind.get(job.kind);
    if (!handler) {
      return;
    }
    const leaseMs = handler.leaseMs ?? DEFAULT_LEASE_MS;
    // From the claim's lease to the kind's own, renewed every third of it while the handler runs.
    await jobsRepository.renewLease(deps.db, job, leaseMs);
    const heartbeat = setInterval(
      () => {
        jobsRepository
          .renewLease(deps.db, job, leaseMs)
          .catch((error: unknown) =>
            log.warn({ err: error, job: job.key }, "could not renew a job's lease"),
          );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      await handler.run(deps, job.payload, job);
      clearInterval(heartbeat);
      deps.metrics.schedulerJob(job.kind, "done", seconds());
      await jobsRepository.finish(
        deps.db,
        job,
        handler.everyMs
          ? { status: "repeat", inMs: handler.everyMs, lastError: null }
          : { status: "done" },
      );
    } catch (error) {
      clearInterval(heartbeat);
      const reason = error instanceof Error ? error.message : String(error);
      const lastAttempt = job.attempts >= job.maxAttempts;
      deps.metrics.schedulerJob(job.kind, lastAttempt ? "failed" : "retry", seconds());
      if (lastAttempt) {
        log.error(
          { err: error, job: job.key, kind: job.kind, attempts: job.attempts, reason },
          `job ${job.key} failed for good after ${job.attempts} attempts: ${reason}`,
        );
        await jobsRepository.finish(
          deps.db,
          job,
          handler.everyMs
            ? { status: "repeat", inMs: handler.everyMs, lastError: reason }
            : { status: "failed", lastError: reason },
        );
        return;
      }
      const delay = Math.min(
        MAX_BACKOFF_MS,
        (handler.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (job.attempts - 1),
      );
      log.warn(
        { err: error, job: job.key, kind: job.kind, attempts: job.attempts, retryInMs: delay },
        `job ${job.key} failed (attempt ${job.attempts} of ${job.maxAttempts}), retrying`,
      );
      await jobsRepository.finish(deps.db, job, {
        status: "pending",
        lastError: reason,
        retryInMs: delay,
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Runs a claimed job in its kind's lane; when the lane had a backlog, claims again after it. */
  function launch(job: ClaimedJob): Promise<void> {
    inFlight.set(job.kind, (inFlight.get(job.kind) ?? 0) + 1);
    const run: Promise<void> = execute(job)
      .catch((error: unknown) =>
        log.error({ err: error, job: job.key }, "could not record a job's outcome"),
      )
      .finally(() => {
        inFlight.set(job.kind, (inFlight.get(job.kind) ?? 1) - 1);
        running.delete(run);
        if (backlogged.has(job.kind)) {
          wake();
        }
      });
    running.add(run);
    return run;
  }

  /** One claim across every lane with a free place; answers the runs it started. */
  async function claim(): Promise<Promise<void>[]> {
    const lanes = handlers
      .map((handler) => ({
        kind: handler.kind,
        limit: (handler.concurrency ?? DEFAULT_CONCURRENCY) - (inFlight.get(handler.kind) ?? 0),
      }))
      .filter((lane) => lane.limit > 0);
    if (lanes.length === 0 || stopped) {
      return [];
    }
    // The claim's lease is the longest of its kinds'; each is renewed while its handler runs.
    const claimed = await jobsRepository.claimDue(deps.db, {
      lanes,
      lockedBy: `${PROCESS_ID}:${randomUUID()}`,
      leaseMs: claimLeaseMs,
    });
    for (const lane of lanes) {
      const taken = claimed.filter((job) => job.kind === lane.kind).length;
      if (taken >= lane.limit) {
        backlogged.add(lane.kind);
      } else {
        backlogged.delete(lane.kind);
      }
    }
    return claimed.map(launch);
  }

  /** One claim at a time per process (PGlite has a single connection anyway). */
  function claimOnce(): Promise<Promise<void>[]> {
    claiming ??= claim().finally(() => {
      claiming = undefined;
    });
    return claiming;
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const runs = await claimOnce();
      await Promise.all(runs);
      ran += runs.length;
      if (runs.length === 0 || backlogged.size === 0 || stopped) {
        return ran;
      }
    }
  }

  let seeding: Promise<void> | undefined;

  /** The one row of each repeating kind, made by the first process to start (others keep it). */
  function seedRepeating(): Promise<void> {
    seeding ??= Promise.all(
      handlers
        .filter((handler) => handler.everyMs)
        .map((handler) =>
          jobsRepository.insertOnce(deps.db, {
            kind: handler.kind,
            key: handler.kind,
            payload: {},
            runAt: new Date(),
            maxAttempts: DEFAULT_MAX_ATTEMPTS,
          }),
        ),
    ).then(
      () => undefined,
      (error: unknown) => {
        seeding = undefined; // Tried again at the next tick.
        throw error;
      },
    );
    return seeding;
  }

  /** A poll: claims what is due and starts it, without waiting for it; the next comes later. */
  function tick() {
    timer = undefined;
    if (stopped) {
      return;
    }
    seedRepeating()
      .then(claimOnce)
      .catch((error: unknown) => log.error({ err: error }, "polling for due jobs failed"))
      .finally(() => {
        if (!stopped) {
          timer ??= setTimeout(tick, options.intervalMs);
        }
      });
  }

  /** A poll as soon as possible (a full lane has a free place again). */
  function wake() {
    if (!active || stopped) {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, 0);
  }

  return {
    start() {
      active = true;
      stopped = false;
      timer ??= setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      // Waits for a claim under way to end, however it ends: the runs it launched are in `running`.
      await claiming?.then(
        () => undefined,
        () => undefined,
      );
      await Promise.all([...running]);
    },
    runDue,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOBS_CLEANUP = "jobs-cleanup";
/** Finished rows (done, or failed for good) are kept this long to look into, then deleted. */
const FINISHED_JOBS_KEPT_MS = 30 * DAY_MS;

/** Daily, once across processes: deletes the finished rows older than 30 days. */
export const jobsCleanupJob: JobHandler = {
  kind: JOBS_CLEANUP,
  everyMs: DAY_MS,
  run: async (deps) => {
    const deleted = await jobsRepository.deleteFinishedOlderThan(deps.db, FINISHED_JOBS_KEPT_MS);
    deps.log.info({ component: "scheduler", deleted }, `deleted ${deleted} finished job rows`);
  },
};
