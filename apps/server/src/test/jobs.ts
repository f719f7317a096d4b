import { and, eq, sql } from "drizzle-orm";
import type { App } from "@/app";
import { jobs } from "@/db/schema/index";

export type TestJob = typeof jobs.$inferSelect;

/**
 * Two app instances on one database polling at once, each twice, as two processes' schedulers do:
 * what their jobs send must still go out once.
 */
export async function raceSchedulers(first: App, second: App): Promise<void> {
  await Promise.all([
    first.scheduler.runDue(),
    second.scheduler.runDue(),
    first.scheduler.runDue(),
    second.scheduler.runDue(),
  ]);
}

/** The stored job of a key, if any. */
export async function loadJob(app: App, key: string): Promise<TestJob | undefined> {
  const [row] = await app.deps.db.select().from(jobs).where(eq(jobs.key, key));
  return row;
}

export async function countJobs(app: App, key: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.key, key));
  return row?.count ?? 0;
}

/** How many jobs of `kind` are in `status` (e.g. the pending lookups of a flood). */
export async function countJobsOfKind(app: App, kind: string, status: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.status, status)));
  return row?.count ?? 0;
}

/** A job row as a process left it (e.g. one that died holding it). */
export async function insertJobRow(app: App, row: typeof jobs.$inferInsert): Promise<void> {
  await app.deps.db.insert(jobs).values(row);
}

/** Moves a job's due time to now, as if its wait (a retry's backoff) had passed. */
export async function makeJobDue(app: App, key: string): Promise<void> {
  await app.deps.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.key, key));
}
