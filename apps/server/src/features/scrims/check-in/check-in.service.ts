import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { checkInOpensAt, isCheckInOpen } from "@scrims/shared/scrims/check-in.rules";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import type { ScrimAggregate } from "../scrims.repository";
import { mutateScrim } from "../scrims.service";
import { checkInRepository } from "./check-in.repository";

/** @throws AppError NOT_SEATED unless `userId` holds a seat of the locked scrim */
async function assertSeated(tx: Tx, scrimId: string, userId: string, message: string) {
  const seats = await checkInRepository.listSeats(tx, scrimId);
  if (!seats.some((seat) => seat.userId === userId)) {
    throw new AppError("NOT_SEATED", message);
  }
}

/**
 * `check-in`: a seated player checks in, from `checkInOpensAt` until the start. Seen live by the
 * scrim's room (the scrim's broadcast after commit). Checking in again changes nothing.
 *
 * @throws AppError NOT_FOUND | NOT_SEATED (403) | CHECK_IN_NOT_OPEN (409, with the scrim)
 */
export async function checkIn(
  deps: Deps,
  input: { scrimId: string; actor: Actor },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    await assertSeated(tx, locked.id, input.actor.id, checkInMessages.notSeated);
    const now = new Date();
    if (!isCheckInOpen(locked, now)) {
      const opensAt = checkInOpensAt(locked)?.toISOString() ?? null;
      throw new AppError("CHECK_IN_NOT_OPEN", checkInMessages.notOpen(opensAt));
    }
    await checkInRepository.markCheckedIn(tx, locked.id, input.actor.id, now);
  });
  return aggregate;
}

/**
 * `admin-check-in/{userId}`: an admin checks a seated player in by hand, at any time before the
 * start of a scrim with check-in on.
 *
 * @throws AppError NOT_FOUND | NOT_SEATED (403) | CHECK_IN_NOT_OPEN (409: off, or started)
 */
export async function adminCheckIn(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    await assertSeated(tx, locked.id, input.userId, checkInMessages.playerNotSeated);
    const now = new Date();
    if (locked.checkInMinutes === 0 || now >= locked.gameStartTime) {
      throw new AppError("CHECK_IN_NOT_OPEN", checkInMessages.adminNotOpen);
    }
    await checkInRepository.markCheckedIn(tx, locked.id, input.userId, now);
  });
  return aggregate;
}
