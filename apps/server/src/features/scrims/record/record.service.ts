import { playerStats, type PlayerStats } from "@scrims/shared/scrims/scrims.rules";
import type { Deps } from "@/lib/deps";
import { getUserById } from "@/features/users/users.service";
import { privateScrimsFor, type Actor } from "../scrims.policy";
import { scrimsRepository, type ScrimAggregate } from "../scrims.repository";
import { recordRepository } from "./record.repository";

/**
 * The scrims a player created, newest first. Private ones only for the viewer's own scrims
 * (creator, member) and for admins.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function listCreatedScrims(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
): Promise<ScrimAggregate[]> {
  await getUserById(deps, userId);
  const rows = await scrimsRepository.listCreatedBy(deps.db, {
    userId,
    privateScrims: privateScrimsFor(viewer),
  });
  return scrimsRepository.loadAggregates(deps.db, rows);
}

/**
 * A player's record: the scrims he played or casted (newest first; private ones only for their
 * members and admins) and stats from stored results: a win +3 EXP, a loss +0.5, a cast of a game
 * with a result +1; games played = games with a result he was seated in (so the win rate is
 * wins / games played); private games count in the stats.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function getPlayerRecord(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
): Promise<{ scrims: ScrimAggregate[]; stats: PlayerStats }> {
  await getUserById(deps, userId);
  const rows = await scrimsRepository.listParticipatedBy(deps.db, {
    userId,
    privateScrims: privateScrimsFor(viewer),
  });
  const results = await recordRepository.results(deps.db, userId);
  return {
    scrims: await scrimsRepository.loadAggregates(deps.db, rows),
    stats: playerStats({ ...results, gamesPlayed: results.wins + results.losses }),
  };
}
