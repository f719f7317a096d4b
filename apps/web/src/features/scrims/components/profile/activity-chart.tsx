import type { ActivityDto, ActivityFilter } from "@scrims/shared/scrims/activity.schema";
import dayjs from "dayjs";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_AXIS_TICK, CHART_GRID_STROKE, CHART_TOOLTIP } from "@/components/charts/chart-style";
import { ACTIVITY_SERIES, gamesText } from "../../utils/activity";

type ActivityChartProps = { months: ActivityDto["months"]; filter: ActivityFilter };

/**
 * The profile's activity bars, one per month (recharts: loaded with this chunk only, once the
 * profile shows a chart). Screen readers get the figures from the label.
 */
export function ActivityChart({ months, filter }: ActivityChartProps) {
  const series = ACTIVITY_SERIES[filter];
  // More than a year's bars: the axis names the year of each month.
  const axisFormat = months.length > 12 ? "MMM 'YY" : "MMM";
  const data = months.map(({ month, games }) => ({
    games,
    axis: dayjs(`${month}-01`).format(axisFormat),
    full: dayjs(`${month}-01`).format("MMMM YYYY"),
  }));
  const summary = data.map((point) => `${point.full}: ${gamesText(point.games)}`).join(", ");
  return (
    <div role="img" aria-label={`${series.name} per month. ${summary}`} style={{ height: "100%" }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -20 }}
        >
          <CartesianGrid stroke={CHART_GRID_STROKE} vertical={false} />
          <XAxis dataKey="axis" tick={CHART_AXIS_TICK} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} width={44} />
          <Tooltip
            {...CHART_TOOLTIP}
            labelFormatter={(_label, payload) =>
              (payload?.[0]?.payload as { full?: string } | undefined)?.full ?? ""
            }
          />
          <Bar
            isAnimationActive={false}
            dataKey="games"
            name={series.name}
            fill={series.color}
            radius={[4, 4, 0, 0]}
            maxBarSize={40}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
