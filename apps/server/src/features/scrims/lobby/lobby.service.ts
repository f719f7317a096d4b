import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Deps } from "@/lib/deps";
import type { Unit } from "@/lib/transaction";
import { assertActsFor } from "../scrims.policy";
import type { Actor } from "@/lib/actor";
import type { ScrimAggregate, ScrimRow } from "../scrims.repository";
import { assertLiveUser, changeLockedScrim, mutateScrim } from "../scrims.service";
import { assertNotNoShowBlocked } from "../check-in/no-show-block.service";
import { lobbyRepository } from "./lobby.repository";
import {
  assertCanLeave,
  assertCanMove,
  assertCanTakeSeat,
  planSwap,
  type LobbyState,
  type SeatKey,
} from "./lobby.rules";
import { freeSeats, readLobby, settleLobbyHost, takeSeats } from "./seats.service";

/** Seats `userId` in an empty seat, inside a locked mutation. */
async function seatPlayer(unit: Unit, locked: ScrimRow, userId: string, seat: SeatKey) {
  await assertLiveUser(unit.tx, userId);
  const lobby = await readLobby(unit.tx, locked);
  assertCanTakeSeat(lobby, userId, seat);
  await takeSeats(unit, locked, { seatedBefore: lobby.seats, seats: [{ ...seat, userId }] });
}

/**
 * Moves a seated player to an empty seat, inside a locked mutation: the lobby host is settled
 * again and the seat he left is free for the waitlist (`scrim.seatFreed`).
 */
async function moveSeated(
  unit: Unit,
  locked: ScrimRow,
  seats: LobbyState["seats"],
  userId: string,
  to: SeatKey,
) {
  await lobbyRepository.movePlayer(unit.tx, locked.id, userId, to);
  // The same players sit in the scrim: only a host who is no longer seated would step down.
  await settleLobbyHost(unit.tx, locked, seats);
  const left = seats.filter((seat) => seat.userId === userId);
  await unit.record("scrim.seatFreed", { scrim: locked, seats: left });
}

/**
 * `insert-player`: a player takes an empty seat for himself; admins may seat anyone. The tenth
 * player's join draws the random lobby host in the same transaction.
 *
 * A player blocked by three no-shows cannot seat himself (an admin may still seat him).
 *
 * @throws AppError FORBIDDEN | NO_SHOW_BLOCKED | NOT_FOUND | CONFLICT (game over, caster, already
 *   seated, seat taken)
 */
export async function insertPlayer(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string; seat: SeatKey },
): Promise<ScrimAggregate> {
  assertActsFor(input.actor, input.userId, scrimMessages.onlySelf);
  if (input.actor.id === input.userId) {
    await assertNotNoShowBlocked(deps.db, input.userId);
  }
  const { aggregate } = await mutateScrim(deps, input, (unit, locked) =>
    seatPlayer(unit, locked, input.userId, input.seat),
  );
  return aggregate;
}

/**
 * `admin-assign-player`: an admin puts any live player in an empty seat (same rules as a join).
 *
 * @throws AppError NOT_FOUND | CONFLICT
 */
export async function adminAssignPlayer(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string; seat: SeatKey },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, (unit, locked) =>
    seatPlayer(unit, locked, input.userId, input.seat),
  );
  return aggregate;
}

/**
 * `remove-player`: a player leaves; an admin kicks. A lobby host who leaves is replaced by a new
 * draw once the teams are full again. The freed seat goes to the waitlist at once.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT (game over, not seated)
 */
export async function removePlayer(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string },
): Promise<ScrimAggregate> {
  assertActsFor(input.actor, input.userId, scrimMessages.onlySelfLeave);
  const { aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const lobby = await readLobby(unit.tx, locked);
    assertCanLeave(lobby, input.userId);
    await freeSeats(unit, locked, {
      seatedBefore: lobby.seats,
      seats: lobby.seats.filter((seat) => seat.userId === input.userId),
    });
  });
  return aggregate;
}

/**
 * `move-player`: a seated player moves himself (or an admin moves him) to an empty seat; the seat
 * he left goes to the waitlist at once.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT (game over, not seated, same seat, seat taken)
 */
export async function movePlayer(
  deps: Deps,
  input: { scrimId: string; actor: Actor; userId: string; seat: SeatKey },
): Promise<ScrimAggregate> {
  assertActsFor(input.actor, input.userId, scrimMessages.onlySelfMove);
  const { aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const lobby = await readLobby(unit.tx, locked);
    assertCanMove(lobby, input.userId, input.seat);
    await moveSeated(unit, locked, lobby.seats, input.userId, input.seat);
  });
  return aggregate;
}

/**
 * `swap-players {from, to}`: two seated players exchange seats (admins only); with one seat
 * empty it is a move of the seated player, allowed to that player himself or an admin, and the
 * seat he left goes to the waitlist at once.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND | CONFLICT (game over, both seats empty)
 */
export async function swapPlayers(
  deps: Deps,
  input: { scrimId: string; actor: Actor; from: SeatKey; to: SeatKey },
): Promise<ScrimAggregate> {
  const { aggregate } = await mutateScrim(deps, input, async (unit, locked) => {
    const lobby = await readLobby(unit.tx, locked);
    const plan = planSwap(lobby, input.actor, input.from, input.to);
    if (plan.kind === "swap") {
      await lobbyRepository.swapPlayers(unit.tx, locked.id, plan.a, plan.b);
      await settleLobbyHost(unit.tx, locked, lobby.seats);
      return;
    }
    // A move into the empty seat, as move-player.
    await moveSeated(unit, locked, lobby.seats, plan.userId, plan.to);
  });
  return aggregate;
}

/**
 * An account is being deleted (in the deletion's transaction, after its row was locked): its
 * seats and caster places in every scrim without a winner are freed as if it had left (a lobby
 * host who leaves steps down, the waitlist fills the seat, and a random host is drawn again once
 * the teams are full). Each changed scrim is broadcast after COMMIT. Decided games keep the
 * anonymised player.
 */
export async function freeSeatsOfDeletedAccount(unit: Unit, userId: string): Promise<void> {
  const { tx } = unit;
  // Locked one by one in id order; the account's own row lock keeps new seats from appearing.
  for (const scrimId of await lobbyRepository.listUndecidedScrimIdsOf(tx, userId)) {
    await changeLockedScrim(unit, scrimId, async (locked) => {
      const seatedBefore = await lobbyRepository.listSeats(tx, locked.id);
      await lobbyRepository.removeCaster(tx, locked.id, userId);
      await freeSeats(unit, locked, {
        seatedBefore,
        seats: seatedBefore.filter((seat) => seat.userId === userId),
      });
    });
  }
}
