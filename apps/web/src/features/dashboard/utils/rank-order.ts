import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { RANK_DIVISIONS } from "@scrims/shared/users/rank";

/**
 * The rank chart's order, lowest to highest, then Unranked (part 2's order; Emerald, a division
 * the game added after it was written, between Platinum and Diamond as in the game).
 */
const RANK_CHART_ORDER: readonly string[] = [
  ...RANK_DIVISIONS.filter((division) => division !== "Unranked"),
  "Unranked",
];

/** The rank rows in chart order; ranks not in the order come last, by name. */
export function orderRanks(
  rows: DashboardStatsDto["rankDistribution"],
): DashboardStatsDto["rankDistribution"] {
  const position = (rank: string) => {
    const index = RANK_CHART_ORDER.indexOf(rank);
    return index === -1 ? RANK_CHART_ORDER.length : index;
  };
  return [...rows].sort(
    (a, b) => position(a.rank) - position(b.rank) || a.rank.localeCompare(b.rank),
  );
}
