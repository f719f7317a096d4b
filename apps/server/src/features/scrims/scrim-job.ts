import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { cancelJob, scheduleJob, type JobHandler } from "@/lib/scheduler";
import { scrimsRepository, type ScrimRow } from "./scrims.repository";

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
