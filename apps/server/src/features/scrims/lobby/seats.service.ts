import { randomInt } from "node:crypto";
import type { Tx } from "@/db/client";
import { scrimsRepository, type ScrimRow } from "../scrims.repository";
import { lobbyHostAfterSeatChange } from "../scrims.rules";
import { lobbyRepository } from "./lobby.repository";
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
