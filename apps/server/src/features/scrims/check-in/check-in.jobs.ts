import { checkInOpensAt } from "@scrims/shared/scrims/check-in.rules";
import type { Deps } from "@/lib/deps";
import { withTransaction } from "@/lib/transaction";
import { notify } from "@/features/notifications/notifications.service";
import { lockUpcomingScrim, scrimJob } from "../scrims.jobs";
import { checkInRepository } from "./check-in.repository";

// The opening of a scrim's check-in window: one timed job per scrim (`check-in-open:{scrimId}`),
// moved when its start time or check-in minutes change, none while check-in is off. It tells the
// seated players to check in.

const CHECK_IN_OPEN = "check-in-open";

const checkInOpen = scrimJob(CHECK_IN_OPEN, (scrim) => checkInOpensAt(scrim), announceCheckInOpen);

export const checkInOpenTimedJob = checkInOpen.timed;
export const checkInOpenJob = checkInOpen.handler;

async function announceCheckInOpen(deps: Deps, scrimId: string): Promise<void> {
  await withTransaction(deps, async (unit) => {
    const { tx } = unit;
    const row = await lockUpcomingScrim(tx, scrimId);
    if (!row) {
      return; // Nothing to check in to.
    }
    const seats = (await checkInRepository.listSeats(tx, row.id)).filter(
      (seat) => seat.checkedInAt === null,
    );
    // A notification and a push for each (the push where the player keeps it on).
    await notify(deps, unit, {
      kind: "checkInOpen",
      params: { title: row.title },
      relatedScrimId: row.id,
      userIds: seats.map((seat) => seat.userId),
    });
  });
}
