// Without zod: every seat's summoner icon and rank plate run these on the first load. The shapes
// are riot.schema.ts's DTOs, written out so that this module needs nothing from it.
import {
  RANK_DIVISIONS,
  formatRank,
  hasRankNumber,
  type RankDivision,
  type RankNumber,
} from "../users/rank";
import { isRegion } from "../common/regions.constants";
import { SUMMONER_NAME_MAX, SUMMONER_NAME_MIN, TAGLINE_MAX } from "../users/users.constants";
import { FALLBACK_PROFILE_ICON_ID, RANKED_SOLO_QUEUE } from "./riot.constants";
import type { SummonerQuery } from "./riot.schema";

/** A ranked entry as Riot sends it (riot.schema.ts's RankedEntryDto). */
type RankedEntry = { queueType: string; tier: string; rank: string };

/** The answer when a summoner cannot be looked up. */
export function fallbackSummoner(): {
  profileIconId: number;
  summonerLevel: number;
  rankedData: RankedEntry[];
  puuid: string | null;
} {
  return {
    profileIconId: FALLBACK_PROFILE_ICON_ID,
    summonerLevel: 0,
    rankedData: [],
    puuid: null,
  };
}

const ROMAN_DIVISIONS: Record<string, RankNumber> = { I: "1", II: "2", III: "3", IV: "4" };

/**
 * The solo-queue rank in our notation ('GOLD' 'II' → 'Gold 2', 'MASTER' 'I' → 'Master'); other
 * queues (flex...) never count. Undefined when the player has no solo-queue entry.
 */
export function soloQueueRank(rankedData: readonly RankedEntry[]): string | undefined {
  const solo = rankedData.find((entry) => entry.queueType === RANKED_SOLO_QUEUE);
  if (!solo) {
    return undefined;
  }
  const division = RANK_DIVISIONS.find(
    (name) => name !== "Unranked" && name.toUpperCase() === solo.tier.toUpperCase(),
  ) as RankDivision | undefined;
  if (!division) {
    return undefined;
  }
  const number = ROMAN_DIVISIONS[solo.rank.toUpperCase()];
  if (hasRankNumber(division) && !number) {
    return undefined;
  }
  return formatRank(division, number);
}

/** Words of letters and digits (any script) with single spaces between them. */
const PLAIN_SUMMONER_NAME = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;
const PLAIN_TAGLINE = /^[\p{L}\p{N}]+$/u;

/**
 * The query as is when `summonerQuerySchema` would take it unchanged (a name of letters, digits
 * and single spaces within 3–16 characters, a tagline of at most 5 letters and digits, a playable
 * region), else undefined: then only the schema can tell what is wrong, or how it normalizes.
 * What every stored player looks like, checked without zod.
 */
export function plainSummonerQuery(query: {
  gameName: string;
  tagLine: string;
  region: string;
}): SummonerQuery | undefined {
  const { gameName, tagLine, region } = query;
  const plain =
    gameName.length >= SUMMONER_NAME_MIN &&
    gameName.length <= SUMMONER_NAME_MAX &&
    PLAIN_SUMMONER_NAME.test(gameName) &&
    tagLine.length <= TAGLINE_MAX &&
    PLAIN_TAGLINE.test(tagLine) &&
    isRegion(region);
  return plain ? { gameName, tagLine, region } : undefined;
}
