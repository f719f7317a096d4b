import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { cancelJob, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { withTransaction } from "@/lib/transaction";
import { notifyScrimStart } from "@/features/notifications/notifications.service";
import { announceScrimStart } from "./scrims.broadcast";
import { scrimsRepository, type ScrimRow } from "./scrims.repository";
import { startIsDue } from "./scrims.rules";
import { recordScrimChange } from "./scrims.service";

// A scrim's timed jobs: its start (here), the check-in notice, the reminder push and the reminder
// emails (in their features). Each is declared once as a ScrimTimedJob, saying when it runs for a
// scrim; app.ts lists them (SCRIM_TIMED_JOBS), and creating, editing and deleting a scrim
// schedules, moves and drops them all in one loop (syncTimedJobs).

/** The times a scrim's jobs are set by. */
export type ScrimTimes = Pick<ScrimRow, "id" | "gameStartTime" | "checkInMinutes">;

/** A job a scrim has because of its times, at most one per scrim. */
export type ScrimTimedJob = {
  /** Its kind: the handler that runs it is listed in app.ts. */
  kind: string;
  /** Its key for a scrim (scheduling the key again moves the job). */
  key: (scrimId: string) => string;
  /** When it runs for a scrim with these times, or null when such a scrim has none. */
  runsAt: (scrim: ScrimTimes, now: Date) => Date | null;
  /** What its handler is given. */
  payload: (scrim: ScrimTimes) => Record<string, unknown>;
};

/** Writes (or moves) a scrim's job at its moment, or drops it when the scrim has none. */
export async function scheduleTimedJob(
  tx: DbOrTx,
  job: ScrimTimedJob,
  scrim: ScrimTimes,
  now = new Date(),
): Promise<void> {
  const runAt = job.runsAt(scrim, now);
  if (!runAt) {
    await cancelJob(tx, job.key(scrim.id));
    return;
  }
  await scheduleJob(tx, {
    kind: job.kind,
    key: job.key(scrim.id),
    payload: job.payload(scrim),
    runAt,
  });
}

/**
 * Brings each timed job in line with a scrim that was created (no `before`), edited, or deleted
 * (no `after`), in the change's transaction. A job moves only when its moment moved: an edit that
 * keeps the times leaves every job as it is (so nothing that already ran runs again).
 */
export async function syncTimedJobs(
  tx: DbOrTx,
  jobs: readonly ScrimTimedJob[],
  change: { before?: ScrimTimes; after?: ScrimTimes },
  now = new Date(),
): Promise<void> {
  const { before, after } = change;
  for (const job of jobs) {
    if (!after) {
      if (before) {
        await cancelJob(tx, job.key(before.id));
      }
      continue;
    }
    const was = before ? job.runsAt(before, now)?.getTime() : undefined;
    const is = job.runsAt(after, now)?.getTime();
    if (before && was === is) {
      continue;
    }
    await scheduleTimedJob(tx, job, after, now);
  }
}

/** The subscribers that keep a scrim's timed jobs in line with its times (listed in app.ts). */
export function timedJobSubscribers(jobs: readonly ScrimTimedJob[]): Subscriber[] {
  return [
    inTransaction("scrim.created", "scrims.scheduleTimedJobs", (_deps, { tx }, { scrim }) =>
      syncTimedJobs(tx, jobs, { after: scrim }),
    ),
    inTransaction("scrim.edited", "scrims.moveTimedJobs", (_deps, { tx }, { before, after }) =>
      syncTimedJobs(tx, jobs, { before, after }),
    ),
    inTransaction("scrim.deleted", "scrims.dropTimedJobs", (_deps, { tx }, { scrim }) =>
      syncTimedJobs(tx, jobs, { before: scrim }),
    ),
  ];
}

/**
 * A timed job keyed `{kind}:{scrimId}` with the payload `{ scrimId }` that `run` is given back:
 * its declaration, and its handler for the scheduler.
 */
export function scrimJob(
  kind: string,
  runsAt: ScrimTimedJob["runsAt"],
  run: (deps: Deps, scrimId: string) => Promise<void>,
): { timed: ScrimTimedJob; handler: JobHandler } {
  return {
    timed: {
      kind,
      key: (scrimId) => `${kind}:${scrimId}`,
      runsAt,
      payload: (scrim) => ({ scrimId: scrim.id }),
    },
    handler: {
      kind,
      run: (deps, payload) => run(deps, (payload as { scrimId: string }).scrimId),
    },
  };
}

/**
 * The scrim locked for the transaction, or nothing when it was deleted, decided or has started
 * meanwhile (a job due before the start has nothing left to do then).
 */
export async function lockUpcomingScrim(
  tx: DbOrTx,
  scrimId: string,
): Promise<ScrimRow | undefined> {
  const row = await scrimsRepository.findByIdForUpdate(tx, scrimId);
  if (!row || row.teamWon !== null || new Date() >= row.gameStartTime) {
    return undefined;
  }
  return row;
}

// What happens by itself when a scrim's start time comes: one job per scrim
// (`scrim-start:{scrimId}`) at its start time.

const SCRIM_START = "scrim-start";

const scrimStart = scrimJob(SCRIM_START, (scrim) => scrim.gameStartTime, startScrim);

export const scrimStartTimedJob = scrimStart.timed;
export const scrimStartJob = scrimStart.handler;

/**
 * The start of a scrim, once per start time. What it does concerns the scrim as it stood at its
 * start, however late the job runs: `scrim.started` (the no-show sweep, at the first start only:
 * an edit of a started scrim never sweeps again; a game without a code is announced), and
 * "starting now" to those who held a place before it. Nothing when the start was moved later
 * meanwhile, or when this start time was already run (an edit that kept it, a retry, another
 * process).
 */
async function startScrim(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (unit) => {
    const { tx, afterCommit } = unit;
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked || locked.startedFor?.getTime() === locked.gameStartTime.getTime()) {
      return; // Deleted, or this start time already run.
    }
    if (!startIsDue(locked, new Date())) {
      // Claimed early by this server's clock (the database's runs a little ahead): at the start.
      await scheduleTimedJob(tx, scrimStartTimedJob, locked);
      return;
    }
    const start = locked.gameStartTime;
    await scrimsRepository.markStarted(tx, scrimId, start);
    await unit.record("scrim.started", { scrim: locked, firstStart: locked.startedFor === null });
    const row = (await scrimsRepository.findById(tx, scrimId)) ?? locked;
    // Those who held a seat or a cast place before the start (a substitute seated just now, or a
    // player who took a seat after the start, joined a game already under way).
    const userIds = await scrimsRepository.listMemberIdsBefore(tx, scrimId, start);
    // A scrim alert in each one's notifications.
    await notifyScrimStart(deps, unit, { scrimId, title: row.title, userIds });
    // Like any change: both teams full, the tournament code is requested (its job runs at once);
    // seats the sweep freed may leave "2 spots left" to announce; the watchers are told.
    await recordScrimChange(unit, { scrimId, before: locked });
    // Players and casters hear that the game starts.
    afterCommit(() => announceScrimStart(deps, { scrimId, title: row.title, userIds }));
  });
}
