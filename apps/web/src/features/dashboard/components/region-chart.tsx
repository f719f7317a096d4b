import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { regionSlices } from "../utils/region-slices";
import { ChartCard } from "./chart-card";
import { DonutChart } from "./donut-chart";

/** Region Distribution: a pie in the regions' colours ('Unknown' for a missing region), in percent. */
export function RegionChart({ rows }: { rows: DashboardStatsDto["regionDistribution"] }) {
  const slices = regionSlices(rows);
  const legend = (
    <Stack
      component="ul"
      direction="row"
      aria-label="Regions"
      sx={{ flexWrap: "wrap", justifyContent: "center", gap: 1.5, m: 0, mt: 1, p: 0 }}
    >
      {slices.map((slice) => (
        <Box
          component="li"
          key={slice.name}
          sx={{ display: "flex", alignItems: "center", gap: 0.75, listStyle: "none" }}
        >
          <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: slice.color }} />
          <Typography variant="body2">
            {slice.name} {slice.percent}%
          </Typography>
        </Box>
      ))}
    </Stack>
  );
  return (
    <ChartCard
      title="Region Distribution"
      height={240}
      empty={slices.length === 0 ? "No players yet" : undefined}
      footer={slices.length > 0 ? legend : undefined}
    >
      <DonutChart slices={slices} showPercent />
    </ChartCard>
  );
}
