import { z } from "zod";
import { regionSchema } from "../common/regions";
import { summonerNameSchema, taglineSchema } from "../users/users.schema";

/** `GET /api/riot/summoner?gameName&tagLine&region`: a Riot ID (tagline without '#') and region. */
export const summonerQuerySchema = z.object({
  gameName: summonerNameSchema,
  tagLine: taglineSchema,
  region: regionSchema,
});
export type SummonerQuery = z.infer<typeof summonerQuerySchema>;

const rankedEntryDtoSchema = z.object({
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
