import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { messages as userMessages } from "@scrims/shared/users/users.schema";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { withTransaction } from "@/lib/transaction";
import { usersRepository } from "@/features/users/users.repository";
import { attendanceOf } from "@/features/users/users.service";
import type { Actor } from "@/lib/actor";
import { checkInRepository } from "./check-in.repository";

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
