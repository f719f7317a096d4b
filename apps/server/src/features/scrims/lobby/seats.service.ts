import { randomInt } from "node:crypto";
import { seatComesCheckedIn } from "@scrims/shared/scrims/check-in.rules";
import type { Tx } from "@/db/client";
import { scrimsRepository, type ScrimRow } from "../scrims.repository";
import { lobbyHostAfterSeatChange } from "../scrims.rules";
import { waitlistRepository } from "../waitlist/waitlist.repository";
import { lobbyRepository, type SeatRef } from "./lobby.repository";
import type { LobbyState } from "./lobby.rules";

/** Draws one id uniformly at random (lobby host). */
export function pickRandom(ids: string[]): string {
  const id = ids[randomInt(ids.length)];
  if (id === undefined) {
    throw new Error("pickRandom: no ids to pick from");
  }
  return id;
}

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
 * Seats players in empty seats (same transaction), seated at `now`: they wait on the waitlist no
 * more, and the lobby host is settled. A seat taken once the check-in window is open comes checked
 * in (seatComesCheckedIn), so a lobby filled in its last minutes, or after the start before the
 * start job ran, loses nobody to the no-show sweep.
 */
export async function takeSeats(
  tx: Tx,
  locked: ScrimRow,
  seats: (SeatRef & { checkedInAt?: Date })[],
  now = new Date(),
): Promise<void> {
  const checkedIn = seatComesCheckedIn(locked, now) ? now : undefined;
  await lobbyRepository.addPlayers(
    tx,
    locked.id,
    seats.map((seat) => ({ ...seat, seatedAt: now, checkedInAt: seat.checkedInAt ?? checkedIn })),
  );
  await waitlistRepository.remove(
    tx,
    locked.id,
    seats.map((seat) => seat.userId),
  );
  await settleLobbyHost(tx, locked);
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
