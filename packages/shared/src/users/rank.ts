/** Rank divisions from lowest to highest, as players pick them. */
export const RANK_DIVISIONS = [
  "Unranked",
  "Iron",
  "Bronze",
  "Silver",
  "Gold",
  "Platinum",
  "Emerald",
  "Diamond",
  "Master",
  "Grandmaster",
  "Challenger",
] as const;
export type RankDivision = (typeof RANK_DIVISIONS)[number];

/** Only Iron to Diamond carry a number (4 is the lowest); the others are sent bare. */
export const NUMBERED_DIVISIONS: readonly RankDivision[] = RANK_DIVISIONS.slice(
  RANK_DIVISIONS.indexOf("Iron"),
  RANK_DIVISIONS.indexOf("Diamond") + 1,
);
export const RANK_NUMBERS = ["4", "3", "2", "1"] as const;
export type RankNumber = (typeof RANK_NUMBERS)[number];

export const DEFAULT_RANK_DIVISION: RankDivision = "Iron";
export const DEFAULT_RANK_NUMBER: RankNumber = "4";

export function hasRankNumber(division: RankDivision): boolean {
  return NUMBERED_DIVISIONS.includes(division);
}

/** 'Gold' + '2' → 'Gold 2'; 'Master' → 'Master' (a number given to it is dropped). */
export function formatRank(division: RankDivision, number?: RankNumber): string {
  return hasRankNumber(division) ? `${division} ${number ?? DEFAULT_RANK_NUMBER}` : division;
}

/** 'Gold 2' → {division: 'Gold', number: '2'}; anything not a valid rank → undefined. */
export function parseRank(
  rank: string,
): { division: RankDivision; number?: RankNumber } | undefined {
  const [division, number, ...rest] = rank.trim().split(/\s+/);
  if (rest.length > 0 || !RANK_DIVISIONS.includes(division as RankDivision)) {
    return undefined;
  }
  const known = division as RankDivision;
  if (hasRankNumber(known)) {
    return RANK_NUMBERS.includes(number as RankNumber)
      ? { division: known, number: number as RankNumber }
      : undefined;
  }
  return number === undefined ? { division: known } : undefined;
}

/** The rank a page shows for a player, and where it comes from. */
export type ShownRank = { rank: string; fromRiot: boolean };

/**
 * One rank per player, wherever it shows (docs/api.md, "One rank per player"): Riot's ranked
 * solo-queue rank when the last lookup found one (`fromRiot`), else the rank the player declared.
 */
export function shownRank(player: { rank: string; soloQueueRank?: string | null }): ShownRank {
  return player.soloQueueRank
    ? { rank: player.soloQueueRank, fromRiot: true }
    : { rank: player.rank, fromRiot: false };
}
