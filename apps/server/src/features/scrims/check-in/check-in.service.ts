import {
  checkInMessages,
  checkInOpensAt,
  isCheckInOpen,
} from "@scrims/shared/scrims/check-in.schema";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ReliabilityDto } from "@scrims/shared/users/reliability.schema";
import { messages as userMessages } from "@scrims/shared/users/users.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import type { AfterCommit } from "@/lib/transaction";
import { withTransaction } from "@/lib/transaction";
import { notify } from "@/features/notifications/notifications.service";
import { usersRepository } from "@/features/users/users.repository";
import { settleLobbyHost } from "../lobby/lobby.service";
import type { Actor } from "../scrims.policy";
import type { ScrimAggregate, ScrimRow } from "../scrims.repository";
import { mutateScrim } from "../scrims.service";
import { checkInRepository } from "./check-in.repository";
import { RELIABILITY_WINDOW_MS, noShowBlockEnd, planSweep, reliabilityOf } from "./check-in.rules";

/** How far back the block looks: a third no-show within the last day may pair with 30 days before. */
const BLOCK_LOOKBACK_MS = RELIABILITY_WINDOW_MS + 24 * 60 * 60 * 1000;

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
  const { aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
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
  const { aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
    await assertSeated(tx, locked.id, input.userId, checkInMessages.playerNotSeated);
    const now = new Date();
    if (locked.checkInMinutes === 0 || now >= locked.gameStartTime) {
      throw new AppError("CHECK_IN_NOT_OPEN", checkInMessages.adminNotOpen);
    }
    await checkInRepository.markCheckedIn(tx, locked.id, input.userId, now);
  });
  return aggregate;
}

/** A seat the start sweep freed. */
export type FreedSeat = { team: TeamName; role: Role; userId: string };

/**
 * The start sweep of a scrim with check-in on (in the start job's transaction, under the scrim's
 * row lock): records who showed up for every seated player, frees the seats of those who did not
 * check in (a no-show each), notifies them after commit, and answers the freed seats. A sweep
 * that runs again finds only checked-in players (and records nobody twice).
 */
export async function sweepNoShows(
  deps: Deps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  locked: ScrimRow,
): Promise<FreedSeat[]> {
  const { tx, afterCommit } = unit;
  if (locked.checkInMinutes === 0 || locked.teamWon !== null) {
    return [];
  }
  const seats = await checkInRepository.listSeats(tx, locked.id);
  const { noShows } = planSweep(seats);
  await checkInRepository.recordAttendance(
    tx,
    locked.id,
    seats.map((seat) => ({ userId: seat.userId, shown: seat.checkedInAt !== null })),
  );
  if (noShows.length === 0) {
    return [];
  }
  const noShowIds = noShows.map((seat) => seat.userId);
  await checkInRepository.removeSeats(tx, locked.id, noShowIds);
  await settleLobbyHost(tx, locked);
  await notify(
    deps,
    tx,
    afterCommit,
    noShowIds.map((userId) => ({
      userId,
      message: checkInMessages.seatFreed(locked.title),
      relatedScrimId: locked.id,
      isScrimAlert: true,
    })),
  );
  return noShows.map(({ team, role, userId }) => ({ team, role, userId }));
}

/** What a user DTO says of a player's attendance (profile reads and the own account). */
export type AttendanceSummary = { reliability: ReliabilityDto; noShowBlockedUntil: string | null };

/** Reliability over the last 30 days and the end of a no-show block, at `now`. */
export async function attendanceOf(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<AttendanceSummary> {
  const records = await checkInRepository.listAttendanceSince(
    db,
    userId,
    new Date(now.getTime() - BLOCK_LOOKBACK_MS),
  );
  const windowStart = now.getTime() - RELIABILITY_WINDOW_MS;
  const recent = records.filter((record) => record.recordedAt.getTime() >= windowStart);
  const blockEnd = noShowBlockEnd(records, await checkInRepository.lastClearing(db, userId), now);
  return {
    reliability: reliabilityOf(recent),
    noShowBlockedUntil: blockEnd?.toISOString() ?? null,
  };
}

/** A user DTO with its reliability and no-show block. */
export async function withAttendance<T extends { _id: string }>(
  db: DbOrTx,
  dto: T,
): Promise<T & AttendanceSummary> {
  return { ...dto, ...(await attendanceOf(db, dto._id)) };
}

/**
 * Refuses a player's own join while three no-shows block them.
 *
 * @throws AppError NO_SHOW_BLOCKED (403) with `until`
 */
export async function assertNotNoShowBlocked(db: DbOrTx, userId: string): Promise<void> {
  const { noShowBlockedUntil } = await attendanceOf(db, userId);
  if (noShowBlockedUntil) {
    throw new AppError("NO_SHOW_BLOCKED", checkInMessages.blocked(noShowBlockedUntil), {
      until: noShowBlockedUntil,
    });
  }
}

/**
 * An admin clears a player's no-show block: recorded, so the block ends at once and the same
 * no-shows never block again (later ones count afresh).
 *
 * @throws AppError NOT_FOUND
 */
export async function clearNoShowBlock(
  deps: Pick<Deps, "db" | "log">,
  input: { actor: Actor; userId: string },
) {
  return withTransaction(deps, async (tx) => {
    const user = await usersRepository.findById(tx, input.userId);
    if (!user) {
      throw new AppError("NOT_FOUND", userMessages.userIdNotFound());
    }
    await checkInRepository.insertClearing(tx, {
      userId: user.id,
      clearedById: input.actor.id,
      clearedAt: new Date(),
    });
    return user;
  });
}
