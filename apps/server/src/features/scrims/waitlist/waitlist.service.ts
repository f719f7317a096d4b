import type { Role } from "@scrims/shared/scrims/scrims.constants";
import type { Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import type { Actor } from "@/lib/actor";
import type { ScrimAggregate, ScrimRow } from "../scrims.repository";
import { assertLiveUser, mutateScrim } from "../scrims.service";
import { readLobby } from "../lobby/seats.service";
import { assertNotNoShowBlocked } from "../check-in/no-show-block.service";
import { waitlistRepository } from "./waitlist.repository";
import {
  assertCanJoinWaitlist,
  assertCanLeaveWaitlist,
  type WaitlistState,
} from "./waitlist.rules";

async function readWaitlistState(tx: Tx, locked: ScrimRow): Promise<WaitlistState> {
  const lobby = await readLobby(tx, locked);
  const entries = await waitlistRepository.listEntries(tx, locked.id);
  return {
    teamWon: locked.teamWon,
    gameStartTime: locked.gameStartTime,
    seats: lobby.seats,
    casterIds: lobby.casterIds,
    waitingIds: entries.map((entry) => entry.userId),
  };
}

/**
 * `join-waitlist {roles}`: the signed-in player waits for a seat of one of `roles`, only while
 * every seat of those roles is taken, until ten minutes after the start. Read and written under the
 * scrim's row lock; the waitlist's key on (scrim, player) backs it.
 *
 * @throws AppError NO_SHOW_BLOCKED | NOT_FOUND | CONFLICT (GAME_OVER, WAITLIST_CLOSED, CASTER_CANNOT_WAITLIST,
 *   ALREADY_SEATED, ALREADY_WAITLISTED, SEAT_AVAILABLE)
 */
export async function joinWaitlist(
  deps: Deps,
  input: { scrimId: string; actor: Actor; roles: Role[] },
): Promise<ScrimAggregate> {
  const { actor } = input;
  // Three recent no-shows block waiting for a seat as they block taking one.
  await assertNotNoShowBlocked(deps.db, actor.id);
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    await assertLiveUser(tx, actor.id);
    // Taken once the lock is held: the order of joinedAt is the order of the joins.
    const now = new Date();
    assertCanJoinWaitlist(await readWaitlistState(tx, locked), actor.id, input.roles, now);
    await waitlistRepository.add(tx, {
      scrimId: locked.id,
      userId: actor.id,
      roles: input.roles,
      joinedAt: now,
    });
  });
  return aggregate;
}

/**
 * `leave-waitlist`: the signed-in player stops waiting (while the waitlist is open).
 *
 * @throws AppError NOT_FOUND | CONFLICT (GAME_OVER, WAITLIST_CLOSED, NOT_WAITLISTED)
 */
export async function leaveWaitlist(
  deps: Deps,
  input: { scrimId: string; actor: Actor },
): Promise<ScrimAggregate> {
  const { actor } = input;
  const { aggregate } = await mutateScrim(deps, input, async ({ tx }, locked) => {
    assertCanLeaveWaitlist(await readWaitlistState(tx, locked), actor.id, new Date());
    await waitlistRepository.remove(tx, locked.id, [actor.id]);
  });
  return aggregate;
}
