import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { cancelJob, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { withTransaction, type AfterCommit } from "@/lib/transaction";
import { notifyScrimStart } from "@/features/notifications/notifications.service";
import { scheduleDiscordAnnouncements } from "@/features/discord/discord.jobs";
import { lobbyRepository } from "./lobby/lobby.repository";
import { sweepNoShows } from "./check-in/sweep.service";
import { fillFreedSeats } from "./waitlist/promotion.service";
import { announceScrimStart, publishScrimChange } from "./scrims.broadcast";
import { scrimsRepository, type ScrimRow } from "./scrims.repository";
import { startIsDue } from "./scrims.rules";
import { settleTournament } from "./tournament/tournament.service";

// The jobs a scrim has one of each (its start here; the reminder push and the check-in notice in
// their features) share scrimJob and lockUpcomingScrim. settleScrimChange schedules what any
// change of a scrim calls for (the API's changes and the start job's sweep alike).

/** A kind of job that a scrim has at most one of, and how to write, drop and run it. */
export type ScrimJob = {
  /** (Re)schedules the scrim's job at `runAt`, in the caller's transaction. */
  schedule: (tx: DbOrTx, scrimId: string, runAt: Date) => Promise<void>;
  /** Drops the scrim's job (check-in turned off, scrim deleted), in the caller's transaction. */
  cancel: (tx: DbOrTx, scrimId: string) => Promise<void>;
  /** For the scheduler (listed in app.ts). */
  handler: JobHandler;
};

/**
 * One job of `kind` per scrim: keyed `{kind}:{scrimId}` (so scheduling again moves it), with the
 * payload `{ scrimId }` that `run` is given back.
 */
export function scrimJob(
  kind: string,
  run: (deps: Deps, scrimId: string) => Promise<void>,
): ScrimJob {
  const keyOf = (scrimId: string) => `${kind}:${scrimId}`;
  return {
    schedule: (tx, scrimId, runAt) =>
      scheduleJob(tx, { kind, key: keyOf(scrimId), payload: { scrimId }, runAt }),
    cancel: (tx, scrimId) => cancelJob(tx, keyOf(scrimId)),
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

/**
 * What a written change of a locked scrim calls for, in its transaction: the tournament code
 * brought in line with the scrim (see settleTournament; `announceSkip` as there) and the Discord
 * announcements the change earns (the scrim made public, "2 spots left" when eight seats are
 * taken, the result once a winner is set). Every change of a scrim ends here: the API's
 * (changeLockedScrim) and the start job's no-show sweep, which frees seats without the API.
 * `before` is the scrim as locked before the change. Answers the scrim as it is now, or nothing
 * when it is gone.
 */
export async function settleScrimChange(
  deps: Deps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  before: ScrimRow,
  options: { announceSkip?: boolean } = {},
): Promise<ScrimRow | undefined> {
  const { tx } = unit;
  const changed = await scrimsRepository.findById(tx, before.id);
  if (!changed) {
    return undefined;
  }
  await settleTournament(deps, unit, changed, options);
  const current = (await scrimsRepository.findById(tx, before.id)) ?? changed;
  await scheduleDiscordAnnouncements(tx, {
    scrimId: current.id,
    before,
    after: current,
    seatCount: (await lobbyRepository.listSeats(tx, current.id)).length,
  });
  return current;
}

// What happens by itself when a scrim's start time comes. One job per scrim
// (`scrim-start:{scrimId}`), written in the transaction that creates the scrim or changes its
// start time, and dropped with the scrim.

export const SCRIM_START = "scrim-start";

const scrimStart = scrimJob(SCRIM_START, startScrim);

export const scrimStartJob = scrimStart.handler;

/** (Re)schedules the start of a scrim at its start time, in the caller's transaction. */
export async function scheduleScrimStart(
  tx: DbOrTx,
  scrim: { id: string; gameStartTime: Date },
): Promise<void> {
  await scrimStart.schedule(tx, scrim.id, scrim.gameStartTime);
}

/** Drops the start of a deleted scrim, in the deleting transaction. */
export async function cancelScrimStart(tx: DbOrTx, scrimId: string): Promise<void> {
  await scrimStart.cancel(tx, scrimId);
}

/**
 * The start of a scrim, once per start time. What it does concerns the scrim as it stood at its
 * start, however late the job runs: the no-show sweep (at the first start only: an edit of a
 * started scrim never sweeps again) looks at seats held from before the start, and "starting now"
 * goes to those who held a place before it. Nothing when the start was moved later meanwhile, or
 * when this start time was already run (an edit that kept it, a retry, another process).
 */
async function startScrim(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (tx, afterCommit) => {
    const locked = await scrimsRepository.findByIdForUpdate(tx, scrimId);
    if (!locked || locked.startedFor?.getTime() === locked.gameStartTime.getTime()) {
      return; // Deleted, or this start time already run.
    }
    if (!startIsDue(locked, new Date())) {
      // Claimed early by this server's clock (the database's runs a little ahead): at the start.
      await scheduleScrimStart(tx, locked);
      return;
    }
    const start = locked.gameStartTime;
    const firstStart = locked.startedFor === null;
    await scrimsRepository.markStarted(tx, scrimId, start);
    // With check-in on, the seats of players who did not check in are freed (a no-show each, the
    // players told after commit). Runs before the tournament code, so a code is made only for the
    // final ten.
    const freedSeats = firstStart ? await sweepNoShows(deps, { tx, afterCommit }, locked) : [];
    if (freedSeats.length > 0) {
      afterCommit(() => publishScrimChange(deps, { kind: "saved", scrimId }));
      // Substitutes from the waitlist take the freed seats (earliest fitting first, seated
      // checked in, told after commit), still under the row lock and before settleTournament.
      const swept = (await scrimsRepository.findById(tx, scrimId)) ?? locked;
      await fillFreedSeats(deps, { tx, afterCommit }, swept, new Date());
    }
    const row = (await scrimsRepository.findById(tx, scrimId)) ?? locked;
    // Those who held a seat or a cast place before the start (a substitute seated just now, or a
    // player who took a seat after the start, joined a game already under way).
    const userIds = await lobbyRepository.listMemberIdsBefore(tx, scrimId, start);
    // A scrim alert in each one's notifications.
    await notifyScrimStart(deps, tx, afterCommit, { scrimId, title: row.title, userIds });
    // Like any change: both teams full, the tournament code is requested (its job runs at once),
    // or the room hears that this game goes without one (option off, no Riot key); and seats the
    // sweep freed may leave "2 spots left" to announce.
    await settleScrimChange(deps, { tx, afterCommit }, locked, { announceSkip: true });
    // Players and casters hear that the game starts.
    afterCommit(() => announceScrimStart(deps, { scrimId, title: row.title, userIds }));
  });
}
