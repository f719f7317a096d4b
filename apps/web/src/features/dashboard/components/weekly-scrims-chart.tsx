import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import dayjs from "dayjs";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS_TICK, CHART_GRID_STROKE, CHART_TOOLTIP } from "@/components/charts/chart-style";
import { ChartCard } from "./chart-card";

/** Weekly Scrim Activity: scrims per game day of the last seven days (UTC days). */
export function WeeklyScrimsChart({ days }: { days: DashboardStatsDto["weeklyScrimActivity"] }) {
  // 'YYYY-MM-DD' read as a calendar day (dayjs parses it at local midnight: the same weekday).
  const data = days.map((entry) => ({
    ...entry,
    weekday: dayjs(entry.day).format("ddd"),
    date: dayjs(entry.day).format("ddd MM/DD/YYYY"),
  }));
  return (
    <ChartCard
      title="Weekly Scrim Activity"
      empty={days.length === 0 ? "No scrims this week" : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid stroke={CHART_GRID_STROKE} vertical={false} />
          <XAxis dataKey="weekday" tick={CHART_AXIS_TICK} />
          <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} width={44} />
          <Tooltip
            {...CHART_TOOLTIP}
            labelFormatter={(_label, payload) =>
              (payload?.[0]?.payload as { date?: string } | undefined)?.date ?? ""
            }
          />
          <Bar
            isAnimationActive={false}
            dataKey="scrims"
            name="Scrims"
            fill="#4CAF50"
            radius={[4, 4, 0, 0]}
            maxBarSize={48}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
