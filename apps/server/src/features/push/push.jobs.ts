import { SCRIM_REMINDER_MINUTES, pushMessages } from "@scrims/shared/push/push.schema";
import type { Deps } from "@/lib/deps";
import { withTransaction } from "@/lib/transaction";
import { lockUpcomingScrim, scrimJob } from "@/features/scrims/scrims.jobs";
import { scrimsRepository } from "@/features/scrims/scrims.repository";
import { claimReminders, pushScrimAfterCommit } from "./push.service";

// The "scrim starting" push: one timed job per scrim (`scrim-reminder:{scrimId}`) at 15 minutes
// before its start. The job records each seated player's and caster's reminder in
// `push_deliveries` (unique per player, scrim, kind and start time) before sending after commit,
// so each goes once even when two processes or a retry reach it.

const SCRIM_REMINDER = "scrim-reminder";

/** When a scrim's "starting" reminder is due. */
const reminderMomentOf = (scrim: { gameStartTime: Date }) =>
  new Date(scrim.gameStartTime.getTime() - SCRIM_REMINDER_MINUTES * 60_000);

const scrimReminder = scrimJob(SCRIM_REMINDER, reminderMomentOf, remindScrimStart);

export const scrimReminderTimedJob = scrimReminder.timed;
export const scrimReminderJob = scrimReminder.handler;

async function remindScrimStart(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async ({ tx, afterCommit }) => {
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
      await scrimsRepository.listMemberIdsBefore(tx, row.id, reminderMomentOf(row)),
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
