import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { checkInOpensAt } from "@scrims/shared/scrims/check-in.rules";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { withTransaction } from "@/lib/transaction";
import { notify } from "@/features/notifications/notifications.service";
import { pushMessages } from "@scrims/shared/push/push.schema";
import { pushScrimAfterCommit } from "@/features/push/push.service";
import { lockUpcomingScrim, scrimJob } from "../scrims.jobs";
import { checkInRepository } from "./check-in.repository";

// The opening of a scrim's check-in window: one job per scrim (`check-in-open:{scrimId}`),
// written with the scrim, moved when its start time or check-in minutes change, dropped when
// check-in is turned off or the scrim deleted. It tells the seated players to check in.

export const CHECK_IN_OPEN = "check-in-open";

const checkInOpen = scrimJob(CHECK_IN_OPEN, announceCheckInOpen);

export const checkInOpenJob = checkInOpen.handler;

/** (Re)schedules the check-in notice of a scrim, or drops it when check-in is off. */
export async function scheduleCheckInOpen(
  tx: DbOrTx,
  scrim: { id: string; gameStartTime: Date; checkInMinutes: number },
): Promise<void> {
  const opensAt = checkInOpensAt(scrim);
  if (!opensAt) {
    await checkInOpen.cancel(tx, scrim.id);
    return;
  }
  await checkInOpen.schedule(tx, scrim.id, opensAt);
}

/** Drops the check-in notice of a deleted scrim, in the deleting transaction. */
export async function cancelCheckInOpen(tx: DbOrTx, scrimId: string): Promise<void> {
  await checkInOpen.cancel(tx, scrimId);
}

async function announceCheckInOpen(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (tx, afterCommit) => {
    const row = await lockUpcomingScrim(tx, scrimId);
    if (!row) {
      return; // Nothing to check in to.
    }
    const seats = (await checkInRepository.listSeats(tx, row.id)).filter(
      (seat) => seat.checkedInAt === null,
    );
    pushScrimAfterCommit(
      deps,
      afterCommit,
      "checkInOpen",
      row.id,
      pushMessages.checkInOpen(row.title),
      seats.map((seat) => seat.userId),
    );
    await notify(
      deps,
      tx,
      afterCommit,
      seats.map((seat) => ({
        userId: seat.userId,
        message: checkInMessages.windowOpen(row.title),
        relatedScrimId: row.id,
        isScrimAlert: true,
      })),
    );
  });
}
