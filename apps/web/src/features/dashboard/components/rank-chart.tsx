import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { RANK_COLORS } from "@/components/rank/rank-colors";
import { CHART_AXIS_TICK, CHART_GRID_STROKE, CHART_TOOLTIP } from "@/components/charts/chart-style";
import { orderRanks } from "../utils/rank-order";
import { ChartCard } from "./chart-card";

const UNKNOWN_RANK_COLOR = "#78909C";
const colorOf = (rank: string) =>
  Object.hasOwn(RANK_COLORS, rank)
    ? RANK_COLORS[rank as keyof typeof RANK_COLORS]
    : UNKNOWN_RANK_COLOR;

/**
 * Rank Distribution: players per division, Iron up to Challenger, then Unranked and any unknown
 * rank. Bars lie horizontally so every division's name stays readable on a phone.
 */
export function RankChart({ rows }: { rows: DashboardStatsDto["rankDistribution"] }) {
  const data = orderRanks(rows);
  return (
    <ChartCard
      title="Rank Distribution"
      height={Math.max(200, data.length * 30 + 30)}
      empty={data.length === 0 ? "No players yet" : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid stroke={CHART_GRID_STROKE} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={CHART_AXIS_TICK} />
          <YAxis type="category" dataKey="rank" tick={CHART_AXIS_TICK} width={92} interval={0} />
          <Tooltip {...CHART_TOOLTIP} />
          <Bar
            isAnimationActive={false}
            dataKey="count"
            name="Players"
            radius={[0, 4, 4, 0]}
            maxBarSize={22}
          >
            {data.map((row) => (
              <Cell key={row.rank} fill={colorOf(row.rank)} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
