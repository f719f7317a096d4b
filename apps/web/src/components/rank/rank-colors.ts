import type { RankDivision } from "@scrims/shared/users/rank";
import { parseRank } from "@scrims/shared/users/rank";

/** Accent colour of each division, for emblems and chips. */
export const RANK_COLORS: Record<RankDivision, string> = {
  Unranked: "#8b949e",
  Iron: "#9a8b84",
  Bronze: "#c07a4f",
  Silver: "#b4c3cf",
  Gold: "#f0c05a",
  Platinum: "#3fc9b5",
  Emerald: "#37d67a",
  Diamond: "#7aa7ff",
  Master: "#c06cff",
  Grandmaster: "#ff5a6a",
  Challenger: "#ffe27a",
};

/** The colour of a stored rank such as 'Gold 2'; unknown text gets the Unranked grey. */
export function rankColor(rank: string): string {
  const parsed = parseRank(rank);
  return RANK_COLORS[parsed?.division ?? "Unranked"];
}
