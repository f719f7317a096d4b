import type { ActivityFilter } from "@scrims/shared/scrims/activity.schema";
import type { SelectOption } from "@/components/forms/select-field";

/** The chart's "Show" choices (part 1: All, Played or Casted). */
export const ACTIVITY_FILTER_OPTIONS: readonly SelectOption<ActivityFilter>[] = [
  { value: "all", label: "All" },
  { value: "played", label: "Played" },
  { value: "casted", label: "Casted" },
];

/** Each filter's bars: what they count and their colour. */
export const ACTIVITY_SERIES: Record<ActivityFilter, { name: string; color: string }> = {
  all: { name: "Games", color: "#2196F3" },
  played: { name: "Games played", color: "#4CAF50" },
  casted: { name: "Games casted", color: "#BA68C8" },
};

export const gamesText = (games: number) => `${games} ${games === 1 ? "game" : "games"}`;
