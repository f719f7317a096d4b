import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/db/client";
import { jobs } from "@/db/schema/index";

/** A job as a claim hands it to its handler. */
export type ClaimedJob = {
  id: string;
  kind: string;
  key: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
};

export type NewJob = {
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  maxAttempts: number;
};

/**
 * How a claim ends: done, failed for good, pending again after `retryInMs` (a retry), or, for
 * repeating work, its next run `inMs` from now with its tries reset.
 */
export type JobOutcome =
  | { status: "done" }
  | { status: "failed"; lastError: string }
  | { status: "pending"; lastError: string; retryInMs: number }
  | { status: "repeat"; lastError: string | null; inMs: number };

const interval = (ms: number) => sql`${`${Math.round(ms)} milliseconds`}::interval`;

/** The `jobs` table (lib/scheduler.ts is its only user). */
export const jobsRepository = {
  /** Inserts, or moves the job of the same key (new time and payload, pending, tries reset). */
  async upsert(db: DbOrTx, job: NewJob): Promise<void> {
    await db
      .insert(jobs)
      .values(job)
      .onConflictDoUpdate({
        target: jobs.key,
        set: {
          ...job,
          status: "pending",
          attempts: 0,
          lastError: null,
          lockedBy: null,
          lockedAt: null,
          lockedUntil: null,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Inserts unless a job of that key exists (whatever its state); true when inserted. */
  async insertOnce(db: DbOrTx, job: NewJob): Promise<boolean> {
    const rows = await db
      .insert(jobs)
      .values(job)
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  async deleteByKey(db: DbOrTx, key: string): Promise<void> {
    await db.delete(jobs).where(eq(jobs.key, key));
  },

  /**
   * Claims due jobs in one statement, up to `limit` of each lane's kind: pending ones whose time
   * came, and running ones whose lease ran out, earliest first within a kind. Rows another claim
   * is taking are skipped. Each kind is read on its own (an index range of `jobs_kind_due_idx`),
   * so however many jobs of one kind are due, every other kind still gets its places.
   */
  async claimDue(
    db: Db,
    options: { lanes: { kind: string; limit: number }[]; lockedBy: string; leaseMs: number },
  ): Promise<ClaimedJob[]> {
    if (options.lanes.length === 0) {
      return [];
    }
    const lanes = sql.join(
      options.lanes.map((lane) => sql`(${lane.kind}::text, ${lane.limit}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      update ${jobs}
      set status = 'running', attempts = attempts + 1, locked_by = ${options.lockedBy},
          locked_at = now(), locked_until = now() + ${interval(options.leaseMs)},
          updated_at = now()
      where id in (
        select due.id from (values ${lanes}) as lane(kind, max_jobs)
        cross join lateral (
          select id from ${jobs}
          where ${jobs.kind} = lane.kind
            and ((status = 'pending' and run_at <= now())
              or (status = 'running' and locked_until < now()))
          order by run_at
          limit lane.max_jobs
          for update skip locked
        ) as due
      )
      returning id, kind, key, payload, attempts, max_attempts`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      id: row.id as string,
      kind: row.kind as string,
      key: row.key as string,
      payload: row.payload,
      attempts: Number(row.attempts),
      maxAttempts: Number(row.max_attempts),
      lockedBy: options.lockedBy,
    }));
  },

  /** Extends the lease of a job this claim still holds. */
  async renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<void> {
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${interval(leaseMs)}` })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy)));
  },

  /** Ends a claim; only the claim that holds the row may (a reschedule meanwhile wins). */
  async finish(db: Db, job: ClaimedJob, outcome: JobOutcome): Promise<void> {
    await db
      .update(jobs)
      .set({
        status: outcome.status === "repeat" ? "pending" : outcome.status,
        lastError: outcome.status === "done" ? null : outcome.lastError,
        ...(outcome.status === "pending"
          ? { runAt: sql`now() + ${interval(outcome.retryInMs)}` }
          : {}),
        ...(outcome.status === "repeat"
          ? { runAt: sql`now() + ${interval(outcome.inMs)}`, attempts: 0 }
          : {}),
        lockedBy: null,
        lockedAt: null,
        lockedUntil: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy), eq(jobs.status, "running")));
  },

  /** Deletes finished rows (done, or failed for good) unchanged for `ageMs` (database clock). */
  async deleteFinishedOlderThan(db: DbOrTx, ageMs: number): Promise<number> {
    const deleted = await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ["done", "failed"]),
          lt(jobs.updatedAt, sql`now() - ${interval(ageMs)}`),
        ),
      )
      .returning({ id: jobs.id });
    return deleted.length;
  },
};
