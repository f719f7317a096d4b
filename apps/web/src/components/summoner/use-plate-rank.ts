import { useSummoner, type SummonerOwner } from "./get-summoner";
import { soloQueueRank } from "@scrims/shared/riot/riot.rules";

export type PlateRank = {
  /** What the rank plate shows, e.g. 'Gold 2'. */
  rank: string;
  /** True when it is the solo-queue rank from Riot, false for the rank the player declared. */
  fromRiot: boolean;
};

/**
 * The rank plate: the player's ranked solo queue rank from Riot when Riot knows one, else the
 * rank he declared (a failed lookup answers no rank, so the declared one shows).
 */
export function usePlateRank(player: SummonerOwner & { rank: string }): PlateRank {
  const summoner = useSummoner(player);
  const solo = summoner.data ? soloQueueRank(summoner.data.rankedData) : undefined;
  return solo ? { rank: solo, fromRiot: true } : { rank: player.rank, fromRiot: false };
}
