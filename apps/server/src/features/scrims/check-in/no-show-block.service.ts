import type { ReliabilityDto } from "@scrims/shared/users/reliability.schema";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { messages as userMessages } from "@scrims/shared/users/users.schema";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { withTransaction } from "@/lib/transaction";
import { usersRepository } from "@/features/users/users.repository";
import type { Actor } from "@/lib/actor";
import { checkInRepository } from "./check-in.repository";
import { RELIABILITY_WINDOW_MS, noShowBlockEnd, reliabilityOf } from "./check-in.rules";

/** How far back the block looks: a third no-show within the last day may pair with 30 days before. */
const BLOCK_LOOKBACK_MS = RELIABILITY_WINDOW_MS + 24 * 60 * 60 * 1000;

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
  deps: Pick<Deps, "db" | "log" | "background" | "events">,
  input: { actor: Actor; userId: string },
) {
  return withTransaction(deps, async ({ tx }) => {
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
