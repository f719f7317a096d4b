import { z } from "zod";
import {
  NUMBERED_DIVISIONS,
  RANK_NUMBERS,
  formatRank,
  hasRankNumber,
  parseRank,
  shownRank,
  type RankDivision,
} from "./rank";

/** Divisions with four numbered steps each (Iron 4 = 1 … Diamond 1 = 28). */
const STEPPED = NUMBERED_DIVISIONS;
const APEX: Partial<Record<RankDivision, number>> = { Master: 29, Grandmaster: 30, Challenger: 31 };
/** The lowest and highest rank values. */
const MIN_RANK_VALUE = 1;
const MAX_RANK_VALUE = 31;

/** 'Iron 4' → 1 … 'Diamond 1' → 28, Master 29, Grandmaster 30, Challenger 31; Unranked (or junk) → null. */
export function rankValue(rank: string): number | null {
  const parsed = parseRank(rank);
  if (!parsed) {
    return null;
  }
  const apex = APEX[parsed.division];
  if (apex !== undefined) {
    return apex;
  }
  const step = STEPPED.indexOf(parsed.division);
  if (step < 0 || !parsed.number) {
    return null;
  }
  // RANK_NUMBERS runs "4" → "1": 4 is the lowest step of a division.
  return step * 4 + RANK_NUMBERS.indexOf(parsed.number) + 1;
}

/** The rank of a value, rounded to the nearest step ('Gold 2' for 14.4); clamped to Iron 4…Challenger. */
export function rankLabel(value: number): string {
  const step = Math.min(MAX_RANK_VALUE, Math.max(MIN_RANK_VALUE, Math.round(value)));
  const apex = Object.entries(APEX).find(([, apexValue]) => apexValue === step);
  if (apex) {
    return apex[0];
  }
  const division = STEPPED[Math.floor((step - 1) / 4)] ?? "Iron";
  const number = RANK_NUMBERS[(step - 1) % 4];
  return hasRankNumber(division) ? formatRank(division, number) : division;
}

/** An average rank: the unrounded value and the rank it rounds to. */
export const averageRankSchema = z.object({ value: z.number(), label: z.string() });
export type AverageRank = z.infer<typeof averageRankSchema>;

/** The average of the values that exist (Unranked left out); null when none does. */
export function averageRank(values: readonly (number | null)[]): AverageRank | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) {
    return null;
  }
  const value = known.reduce((sum, one) => sum + one, 0) / known.length;
  return { value, label: rankLabel(value) };
}

/** The rank a player plays at: Riot's solo-queue rank when known, else the one they declared. */
export function effectiveRank(player: { rank: string; soloQueueRank?: string | null }): string {
  return shownRank(player).rank;
}
