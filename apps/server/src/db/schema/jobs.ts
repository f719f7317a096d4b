import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, timestamptz, timestamptzNow } from "./columns";

/**
 * Due background work (lib/scheduler.ts). One row per piece of work, named by a unique `key`
 * (`scrim-start:{scrimId}`), so scheduling the same work again moves it instead of adding a copy.
 * A poller claims due rows with `FOR UPDATE SKIP LOCKED`, marking them `running` with a lease
 * (`lockedUntil`, renewed while the handler runs); a lease that ran out (its process died) makes
 * the row claimable again.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuidPrimaryKey(),
    kind: text().notNull(),
    key: text().notNull().unique(),
    payload: jsonb().notNull().default({}),
    runAt: timestamptz().notNull(),
    /** pending | running | done | failed */
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    lastError: text(),
    /** Which claim holds the row (process and a token per claim); null unless running. */
    lockedBy: text(),
    lockedAt: timestamptz(),
    lockedUntil: timestamptz(),
    createdAt: timestamptzNow(),
    updatedAt: timestamptzNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    // A claim reads each kind's due jobs on their own (see jobsRepository.claimDue).
    index("jobs_kind_due_idx").on(t.kind, t.status, t.runAt),
    check("jobs_status_check", sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
