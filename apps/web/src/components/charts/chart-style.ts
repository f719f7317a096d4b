/** Recharts styling shared by the app's charts (dashboard, profile), for its dark theme. */
export const CHART_AXIS_TICK = { fill: "rgba(255, 255, 255, 0.7)", fontSize: 12 };
export const CHART_GRID_STROKE = "rgba(255, 255, 255, 0.08)";
export const CHART_TOOLTIP = {
  contentStyle: {
    background: "#1c2430",
    border: "1px solid rgba(255, 255, 255, 0.12)",
    borderRadius: 8,
    color: "#fff",
  },
  itemStyle: { color: "#fff" },
  labelStyle: { color: "rgba(255, 255, 255, 0.7)" },
  cursor: { fill: "rgba(255, 255, 255, 0.05)" },
};
