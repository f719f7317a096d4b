import {
  FALLBACK_DDRAGON_VERSION,
  FALLBACK_PROFILE_ICON_ID,
  RANKED_SOLO_QUEUE,
  type RankedEntryDto,
} from "@scrims/shared/riot/riot.schema";
import {
  RANK_DIVISIONS,
  formatRank,
  hasRankNumber,
  type RankDivision,
  type RankNumber,
} from "@scrims/shared/users/rank";

/** Riot's CDN for game images; the server's CSP allows images from it (and nothing else). */
export const DDRAGON_ORIGIN = "https://ddragon.leagueoflegends.com";

/** A profile icon's image on Data Dragon, for a version from `GET /api/riot/ddragon-version`. */
export function profileIconUrl(version: string, iconId: number): string {
  return `${DDRAGON_ORIGIN}/cdn/${encodeURIComponent(version)}/img/profileicon/${iconId}.png`;
}

/** The icon to try, then the fallback icon (29) of the same version, then the stock version. */
export function profileIconCandidates(version: string, iconId: number): string[] {
  const urls = [
    profileIconUrl(version, iconId),
    profileIconUrl(version, FALLBACK_PROFILE_ICON_ID),
    profileIconUrl(FALLBACK_DDRAGON_VERSION, FALLBACK_PROFILE_ICON_ID),
  ];
  return [...new Set(urls)];
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
