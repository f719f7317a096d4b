import { notificationMessages } from "@scrims/shared/notifications/notifications.schema";
import type { Role } from "@scrims/shared/scrims/scrims.constants";
import { waitlistIsOpen } from "@scrims/shared/scrims/scrims.rules";
import type { Tx } from "@/db/client";
import { notify } from "@/features/notifications/notifications.service";
import type { Deps } from "@/lib/deps";
import type { AfterCommit } from "@/lib/transaction";
import type { Actor } from "../scrims.policy";
import { publishScrimChange } from "../scrims.broadcast";
import type { ScrimAggregate, ScrimRow } from "../scrims.repository";
import { teamsAreFull } from "../scrims.rules";
import { assertLiveUser, mutateScrim } from "../scrims.service";
import { lobbyRepository } from "../lobby/lobby.repository";
import { readLobby, settleLobbyHost } from "../lobby/seats.service";
import { waitlistRepository, type PromotedSeat } from "./waitlist.repository";
import {
  assertCanJoinWaitlist,
  assertCanLeaveWaitlist,
  planPromotions,
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
 * @throws AppError NOT_FOUND | CONFLICT (GAME_OVER, WAITLIST_CLOSED, CASTER_CANNOT_WAITLIST,
 *   ALREADY_SEATED, ALREADY_WAITLISTED, SEAT_AVAILABLE)
 */
export async function joinWaitlist(
  deps: Deps,
  input: { scrimId: string; actor: Actor; roles: Role[] },
): Promise<ScrimAggregate> {
  const { actor } = input;
  const { aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
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
  const { aggregate } = await mutateScrim(deps, input, async (tx, locked) => {
    assertCanLeaveWaitlist(await readWaitlistState(tx, locked), actor.id, new Date());
    await waitlistRepository.remove(tx, locked.id, [actor.id]);
  });
  return aggregate;
}

/**
 * Fills every free seat of a scrim from its waitlist, in the caller's transaction and under the
 * scrim's row lock (`scrimRow` is the locked row): each seat goes to the earliest waiting player
 * whose roles include its role (see planPromotions), seated and checked in at `now`, and taken off
 * the waitlist. Only while the waitlist is open (no winner, up to ten minutes after the start).
 * After commit each promoted player gets a notification and the scrim is broadcast (when a caller
 * such as `mutateScrim` broadcasts the same change, watchers get the same state twice). The lobby
 * host is settled again when someone was seated. Waiting players who are banned or being deleted are passed over.
 *
 * Returns the seats given.
 */
export async function fillFreedSeats(
  deps: Deps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  scrimRow: ScrimRow,
  now: Date,
): Promise<PromotedSeat[]> {
  const { tx, afterCommit } = unit;
  if (!waitlistIsOpen(scrimRow, now)) {
    return [];
  }
  const seats = await lobbyRepository.listSeats(tx, scrimRow.id);
  if (teamsAreFull(seats.length)) {
    return [];
  }
  const casterIds = new Set(await lobbyRepository.listCasterIds(tx, scrimRow.id));
  const seatedIds = new Set(seats.map((seat) => seat.userId));
  const candidates = (await waitlistRepository.listPromotable(tx, scrimRow.id)).filter(
    (entry) => !seatedIds.has(entry.userId) && !casterIds.has(entry.userId),
  );
  const promoted: PromotedSeat[] = planPromotions(seats, candidates).map(({ userId, seat }) => ({
    userId,
    ...seat,
    checkedInAt: now,
  }));
  if (promoted.length === 0) {
    return [];
  }
  await waitlistRepository.seat(tx, scrimRow.id, promoted);
  await waitlistRepository.remove(
    tx,
    scrimRow.id,
    promoted.map((seat) => seat.userId),
  );
  await settleLobbyHost(tx, scrimRow);
  await notify(
    deps,
    tx,
    afterCommit,
    promoted.map((seat) => ({
      userId: seat.userId,
      message: notificationMessages.seatOpened(scrimRow.title, seat.role),
      relatedScrimId: scrimRow.id,
      isScrimAlert: true,
    })),
  );
  afterCommit(() => publishScrimChange(deps, { kind: "saved", scrimId: scrimRow.id }));
  return promoted;
}
