import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { useState } from "react";
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { CHART_AXIS_TICK, CHART_GRID_STROKE, CHART_TOOLTIP } from "@/components/charts/chart-style";
import { DEFAULT_RANGE_MONTHS, NO_RANGE, type CustomRange } from "@/components/charts/month-range";
import { MonthRangeControls } from "@/components/charts/month-range-controls";
import { registrationSeries } from "../utils/registrations-range";
import { ChartCard } from "./chart-card";

/** 'Nov 2026' → "Nov '26" on the axis (the tooltip keeps the full year). */
const shortMonth = (label: string) => label.replace(/ (\d{2})(\d{2})$/, " '$2");

/**
 * New User Registrations: an area chart of the latest 3, 6 (default) or 12 months, or of a custom
 * From/To month range once both are set and To is not before From; Clear goes back to the preset.
 */
export function RegistrationsChart({ growth }: { growth: DashboardStatsDto["monthlyUserGrowth"] }) {
  const [months, setMonths] = useState(DEFAULT_RANGE_MONTHS);
  const [custom, setCustom] = useState<CustomRange>(NO_RANGE);
  const points = registrationSeries(growth, months, custom);

  const controls = (
    <MonthRangeControls
      months={months}
      custom={custom}
      onMonthsChange={setMonths}
      onCustomChange={setCustom}
    />
  );

  return (
    <ChartCard
      title="New User Registrations"
      action={controls}
      empty={points.length === 0 ? "No registrations yet" : undefined}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
          <defs>
            <linearGradient id="registrations-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#2196F3" stopOpacity={0.5} />
              <stop offset="100%" stopColor="#2196F3" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={CHART_GRID_STROKE} vertical={false} />
          <XAxis
            dataKey="label"
            tick={CHART_AXIS_TICK}
            tickFormatter={shortMonth}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} width={44} />
          <Tooltip {...CHART_TOOLTIP} />
          <Area
            isAnimationActive={false}
            type="monotone"
            dataKey="count"
            name="Registrations"
            stroke="#2196F3"
            strokeWidth={2}
            fill="url(#registrations-fill)"
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
