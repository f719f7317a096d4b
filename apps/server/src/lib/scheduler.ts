import { randomUUID } from "node:crypto";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { jobsRepository, type ClaimedJob } from "@/lib/jobs.repository";

export type { ClaimedJob };

// Background work kept in the database (the `jobs` table): correct with one process or many,
// survives restarts, retries with backoff, and never runs one job twice at once. Every process
// polls; a claim is one short statement (`FOR UPDATE SKIP LOCKED`) that marks the rows `running`
// with a lease, the handler runs outside any transaction, and the row is then marked done,
// rescheduled with backoff, or failed. The lease is renewed while the handler runs; a lease that
// runs out (the process died) makes the job claimable again.

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
/** Jobs claimed per poll by one process. */
const CLAIM_BATCH = 10;
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
  /** One poll: claims due jobs and runs them; resolves once they finished. Returns how many ran. */
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
  const kinds = [...byKind.keys()];
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let polling: Promise<number> | undefined;

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

  async function poll(): Promise<number> {
    if (kinds.length === 0) {
      return 0;
    }
    // The claim's lease is the longest of its kinds'; each is renewed while its handler runs.
    const claimed = await jobsRepository.claimDue(deps.db, {
      kinds,
      lockedBy: `${PROCESS_ID}:${randomUUID()}`,
      limit: CLAIM_BATCH,
      leaseMs: Math.max(...handlers.map((h) => h.leaseMs ?? DEFAULT_LEASE_MS)),
    });
    const runs = claimed.map((job) => {
      const run = execute(job).catch((error: unknown) =>
        log.error({ err: error, job: job.key }, "could not record a job's outcome"),
      );
      running.add(run);
      void run.finally(() => running.delete(run));
      return run;
    });
    await Promise.all(runs);
    return claimed.length;
  }

  function runDue(): Promise<number> {
    // One poll at a time per process (PGlite has a single connection anyway).
    polling ??= poll().finally(() => {
      polling = undefined;
    });
    return polling;
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

  function tick() {
    if (stopped) {
      return;
    }
    seedRepeating()
      .then(runDue)
      .catch((error: unknown) => log.error({ err: error }, "polling for due jobs failed"))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, options.intervalMs);
        }
      });
  }

  return {
    start() {
      stopped = false;
      timer ??= setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await polling?.catch(() => undefined);
      await Promise.all([...running]);
    },
    runDue,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const JOBS_CLEANUP = "jobs-cleanup";
/** Finished rows (done, or failed for good) are kept this long to look into, then deleted. */
export const FINISHED_JOBS_KEPT_MS = 30 * DAY_MS;

/** Daily, once across processes: deletes the finished rows older than 30 days. */
export const jobsCleanupJob: JobHandler = {
  kind: JOBS_CLEANUP,
  everyMs: DAY_MS,
  run: async (deps) => {
    const deleted = await jobsRepository.deleteFinishedOlderThan(deps.db, FINISHED_JOBS_KEPT_MS);
    deps.log.info({ component: "scheduler", deleted }, `deleted ${deleted} finished job rows`);
  },
};
