import type { ReactNode } from "react";
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { CHART_TOOLTIP } from "@/components/charts/chart-style";

type DonutSlice = { name: string; value: number; color: string; percent?: number };

type DonutChartProps = {
  slices: DonutSlice[];
  /** Each slice's percent on it (from 5% up, so small slices stay clean); the tooltip says it too. */
  showPercent?: boolean;
  /** Drawn inside the chart (a recharts Legend). */
  legend?: ReactNode;
};

const percentLabel = ({ payload }: { payload?: DonutSlice }) =>
  payload?.percent !== undefined && payload.percent >= 5 ? `${payload.percent}%` : "";

/** A ring of slices in their colours, drawn at once (no animation), sized by its box. */
export function DonutChart({ slices, showPercent = false, legend }: DonutChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie
          isAnimationActive={false}
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="78%"
          paddingAngle={slices.length > 1 ? 2 : 0}
          stroke="none"
          label={showPercent ? percentLabel : false}
          labelLine={false}
        >
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip
          {...CHART_TOOLTIP}
          formatter={(value, name, item) => {
            const percent = (item.payload as DonutSlice).percent;
            return [
              showPercent && percent !== undefined ? `${String(value)} (${percent}%)` : value,
              name,
            ];
          }}
        />
        {legend}
      </PieChart>
    </ResponsiveContainer>
  );
}
