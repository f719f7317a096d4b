import { seatComesCheckedIn } from "@scrims/shared/scrims/check-in.rules";
import type { Tx } from "@/db/client";
import { pickRandom } from "@/lib/random";
import type { Unit } from "@/lib/transaction";
import { scrimsRepository, type ScrimRow } from "../scrims.repository";
import { lobbyHostAfterSeatChange } from "../scrims.rules";
import { lobbyRepository, type SeatRef } from "./lobby.repository";
import type { LobbyState } from "./lobby.rules";

/** The lobby as the rules read it, under the scrim's row lock. */
export async function readLobby(tx: Tx, locked: ScrimRow): Promise<LobbyState> {
  return {
    teamWon: locked.teamWon,
    seats: await lobbyRepository.listSeats(tx, locked.id),
    casterIds: await lobbyRepository.listCasterIds(tx, locked.id),
    isWithCasters: locked.isWithCasters,
    maxCastersAllowedCount: locked.maxCastersAllowedCount,
  };
}

/**
 * Seats players in empty seats (same unit of work), seated at `now`, settles the lobby host and
 * records `scrim.seatTaken`. A seat taken once the check-in window is open comes checked in
 * (seatComesCheckedIn), so a lobby filled in its last minutes, or after the start before the
 * start job ran, loses nobody to the no-show sweep.
 */
export async function takeSeats(
  unit: Unit,
  locked: ScrimRow,
  seats: (SeatRef & { checkedInAt?: Date })[],
  now = new Date(),
): Promise<void> {
  const checkedIn = seatComesCheckedIn(locked, now) ? now : undefined;
  await lobbyRepository.addPlayers(
    unit.tx,
    locked.id,
    seats.map((seat) => ({ ...seat, seatedAt: now, checkedInAt: seat.checkedInAt ?? checkedIn })),
  );
  await settleLobbyHost(unit.tx, locked);
  await unit.record("scrim.seatTaken", {
    scrim: locked,
    seats: seats.map(({ team, role, userId }) => ({ team, role, userId })),
  });
}

/**
 * Frees seats (same unit of work): their players leave, the lobby host settles, and
 * `scrim.seatFreed` is recorded (the waitlist fills them).
 */
export async function freeSeats(unit: Unit, locked: ScrimRow, seats: SeatRef[]): Promise<void> {
  for (const seat of seats) {
    await lobbyRepository.removePlayer(unit.tx, locked.id, seat.userId);
  }
  await settleLobbyHost(unit.tx, locked);
  await unit.record("scrim.seatFreed", { scrim: locked, seats });
}

/**
 * After seats changed (same transaction): a lobby host who left steps down, and a random host
 * is drawn when both teams hold five. Stamps updatedAt either way.
 */
export async function settleLobbyHost(tx: Tx, locked: ScrimRow): Promise<void> {
  const seats = await lobbyRepository.listSeats(tx, locked.id);
  const patch = lobbyHostAfterSeatChange(
    locked,
    seats.map((seat) => seat.userId),
    pickRandom,
  );
  await scrimsRepository.update(tx, locked.id, patch ?? {});
}
