import { SCRIM_REMINDER_MINUTES, pushMessages } from "@scrims/shared/push/push.schema";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { withTransaction } from "@/lib/transaction";
import { lobbyRepository } from "@/features/scrims/lobby/lobby.repository";
import { lockUpcomingScrim, scrimJob } from "@/features/scrims/scrims.jobs";
import { claimReminders, pushScrimAfterCommit } from "./push.service";

// The "scrim starting" push: one job per scrim (`scrim-reminder:{scrimId}`) at 15 minutes before
// its start, written with the scrim, moved with its start time, dropped with the scrim. The job
// records each seated player's and caster's reminder in `push_deliveries` (unique per player,
// scrim, kind and start time) before sending after commit, so each goes once even when two
// processes or a retry reach it.

export const SCRIM_REMINDER = "scrim-reminder";

const scrimReminder = scrimJob(SCRIM_REMINDER, remindScrimStart);

export const scrimReminderJob = scrimReminder.handler;

/** When a scrim's "starting" reminder is due. */
const reminderMomentOf = (scrim: { gameStartTime: Date }) =>
  new Date(scrim.gameStartTime.getTime() - SCRIM_REMINDER_MINUTES * 60_000);

/** (Re)schedules the reminder of a scrim, in the caller's transaction. */
export async function scheduleScrimReminder(
  tx: DbOrTx,
  scrim: { id: string; gameStartTime: Date },
): Promise<void> {
  await scrimReminder.schedule(tx, scrim.id, reminderMomentOf(scrim));
}

/** Drops the reminder of a deleted scrim, in the deleting transaction. */
export async function cancelScrimReminder(tx: DbOrTx, scrimId: string): Promise<void> {
  await scrimReminder.cancel(tx, scrimId);
}

async function remindScrimStart(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (tx, afterCommit) => {
    const row = await lockUpcomingScrim(tx, scrimId);
    if (!row) {
      return; // Nothing to remind of.
    }
    // Those who held a place at the reminder's moment: one who took it later (or a scrim made
    // after that moment) was never due this reminder, however late the job runs.
    const userIds = await claimReminders(
      tx,
      row,
      "scrimStarting",
      await lobbyRepository.listMemberIdsBefore(tx, row.id, reminderMomentOf(row)),
    );
    pushScrimAfterCommit(
      deps,
      afterCommit,
      "scrimStarting",
      row.id,
      pushMessages.scrimStarting(row.title),
      userIds,
    );
  });
}
