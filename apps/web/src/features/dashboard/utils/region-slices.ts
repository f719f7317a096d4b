import { REGION_COLORS, type Region } from "@scrims/shared/common/regions.constants";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";

const UNKNOWN_REGION = "Unknown";
/** The slice of players without a known region. */
export const UNKNOWN_REGION_COLOR = "#78909C";

export type RegionSlice = { name: string; value: number; percent: number; color: string };

const isRegion = (region: string): region is Region => region in REGION_COLORS;

/**
 * The region pie's slices: each region's colour, 'Unknown' for a missing one (merged into one
 * slice), and each share as a rounded percent.
 */
export function regionSlices(rows: DashboardStatsDto["regionDistribution"]): RegionSlice[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = row.region && row.region.trim() ? row.region : UNKNOWN_REGION;
    counts.set(name, (counts.get(name) ?? 0) + row.count);
  }
  const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
  return [...counts.entries()].map(([name, value]) => ({
    name,
    value,
    percent: total === 0 ? 0 : Math.round((value / total) * 100),
    color: isRegion(name) ? REGION_COLORS[name] : UNKNOWN_REGION_COLOR,
  }));
}
