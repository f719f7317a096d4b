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
  const { seats, casterIds } = await lobbyRepository.lobbyOf(tx, locked.id);
  return {
    teamWon: locked.teamWon,
    seats,
    casterIds,
    isWithCasters: locked.isWithCasters,
    maxCastersAllowedCount: locked.maxCastersAllowedCount,
  };
}

/**
 * Seats players in empty seats (same unit of work), seated at `now`, settles the lobby host and
 * records `scrim.seatTaken`. `seatedBefore` is who sat in the scrim before, as read under its row
 * lock in this transaction. A seat taken once the check-in window is open comes checked in
 * (seatComesCheckedIn), so a lobby filled in its last minutes, or after the start before the
 * start job ran, loses nobody to the no-show sweep.
 */
export async function takeSeats(
  unit: Unit,
  locked: ScrimRow,
  change: { seatedBefore: readonly SeatRef[]; seats: (SeatRef & { checkedInAt?: Date })[] },
  now = new Date(),
): Promise<void> {
  const { seats } = change;
  const checkedIn = seatComesCheckedIn(locked, now) ? now : undefined;
  await lobbyRepository.addPlayers(
    unit.tx,
    locked.id,
    seats.map((seat) => ({ ...seat, seatedAt: now, checkedInAt: seat.checkedInAt ?? checkedIn })),
  );
  await settleLobbyHost(unit.tx, locked, [...change.seatedBefore, ...seats]);
  await unit.record("scrim.seatTaken", {
    scrim: locked,
    seats: seats.map(({ team, role, userId }) => ({ team, role, userId })),
  });
}

/**
 * Frees seats (same unit of work): their players leave, the lobby host settles, and
 * `scrim.seatFreed` is recorded (the waitlist fills them). `seatedBefore` as for takeSeats.
 */
export async function freeSeats(
  unit: Unit,
  locked: ScrimRow,
  change: { seatedBefore: readonly SeatRef[]; seats: SeatRef[] },
): Promise<void> {
  const { seats } = change;
  for (const seat of seats) {
    await lobbyRepository.removePlayer(unit.tx, locked.id, seat.userId);
  }
  const leaving = new Set(seats.map((seat) => seat.userId));
  await settleLobbyHost(
    unit.tx,
    locked,
    change.seatedBefore.filter((seat) => !leaving.has(seat.userId)),
  );
  await unit.record("scrim.seatFreed", { scrim: locked, seats });
}

/**
 * After seats changed (same transaction; `seated` is who sits in the scrim now): a lobby host who
 * left steps down, and a random host is drawn when both teams hold five. Writes the scrim only
 * when its host changes (recordScrimChange stamps updatedAt for every change).
 */
export async function settleLobbyHost(
  tx: Tx,
  locked: ScrimRow,
  seated: readonly SeatRef[],
): Promise<void> {
  const patch = lobbyHostAfterSeatChange(
    locked,
    seated.map((seat) => seat.userId),
    pickRandom,
  );
  if (patch) {
    await scrimsRepository.update(tx, locked.id, patch);
  }
}
