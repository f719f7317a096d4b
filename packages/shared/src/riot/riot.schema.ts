import { z } from "zod";
import { regionSchema } from "../common/regions";
import {
  RANK_DIVISIONS,
  formatRank,
  hasRankNumber,
  type RankDivision,
  type RankNumber,
} from "../users/rank";
import { summonerNameSchema, taglineSchema } from "../users/users.schema";

/** Profile icon shown when a summoner cannot be looked up (Riot's default icon). */
export const FALLBACK_PROFILE_ICON_ID = 29;
/** Data Dragon version used when Data Dragon cannot be reached. */
export const FALLBACK_DDRAGON_VERSION = "14.24.1";
/** How long summoner data and the Data Dragon version are kept, server and browser alike. */
export const SUMMONER_CACHE_MINUTES = 30;
/** The ranked queue that drives rank plates. */
export const RANKED_SOLO_QUEUE = "RANKED_SOLO_5x5";

/** `GET /api/riot/summoner?gameName&tagLine&region`: a Riot ID (tagline without '#') and region. */
export const summonerQuerySchema = z.object({
  gameName: summonerNameSchema,
  tagLine: taglineSchema,
  region: regionSchema,
});
export type SummonerQuery = z.infer<typeof summonerQuerySchema>;

export const rankedEntryDtoSchema = z.object({
  /** Riot's queue name, e.g. RANKED_SOLO_5x5 or RANKED_FLEX_SR. */
  queueType: z.string(),
  /** IRON … CHALLENGER. */
  tier: z.string(),
  /** Division I–IV (I for Master and above). */
  rank: z.string(),
});
export type RankedEntryDto = z.infer<typeof rankedEntryDtoSchema>;

/** A summoner's icon, level and ranks; on any Riot failure the fallback (icon 29, level 0, no rank). */
export const summonerDtoSchema = z.object({
  profileIconId: z.number().int(),
  summonerLevel: z.number().int(),
  rankedData: z.array(rankedEntryDtoSchema),
  /** Riot's player id; null when the lookup failed. */
  puuid: z.string().nullable(),
});
export type SummonerDto = z.infer<typeof summonerDtoSchema>;

/** `GET /api/riot/ddragon-version`: the Data Dragon version to build image URLs with. */
export const ddragonVersionDtoSchema = z.object({ version: z.string() });
export type DdragonVersionDto = z.infer<typeof ddragonVersionDtoSchema>;

/** The answer when a summoner cannot be looked up. */
export function fallbackSummoner(): SummonerDto {
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
export function soloQueueRank(rankedData: readonly RankedEntryDto[]): string | undefined {
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
