import { soloQueueRank } from "@scrims/shared/riot/riot.rules";
import { shownRank, type ShownRank } from "@scrims/shared/users/rank";
import { useSummoner, type SummonerOwner } from "./get-summoner";

/** A player as the API sends him: his declared rank and Riot's solo-queue one, if known. */
export type RankedPlayer = SummonerOwner & { rank: string; soloQueueRank?: string | null };

/**
 * The one rank a player shows everywhere: Riot's ranked solo-queue rank when known, else the
 * declared one. A summoner lookup that found the account (the same one the icon makes) is the
 * freshest word; until it answers, or when it fails, the rank the server stored from its last
 * lookup decides.
 */
export function usePlateRank(player: RankedPlayer): ShownRank {
  const summoner = useSummoner(player);
  if (summoner.data?.puuid) {
    const solo = soloQueueRank(summoner.data.rankedData);
    return solo ? { rank: solo, fromRiot: true } : { rank: player.rank, fromRiot: false };
  }
  return shownRank(player);
}
