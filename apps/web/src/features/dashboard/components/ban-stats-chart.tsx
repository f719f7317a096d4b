import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { Legend } from "recharts";
import { ChartCard } from "./chart-card";
import { DonutChart } from "./donut-chart";

type BanStatistics = DashboardStatsDto["banStatistics"];

/** The pie's slices: Active, Expired (not lifted) and Unbanned users (banned once, free now). */
function banSlices(bans: BanStatistics) {
  const unbanned = Math.max(0, bans.totalBannedUsers - bans.activeBans - bans.expiredBans);
  return [
    { name: "Active", value: bans.activeBans, color: "#F44336" },
    { name: "Expired (not lifted)", value: bans.expiredBans, color: "#FF9800" },
    { name: "Unbanned users", value: unbanned, color: "#4CAF50" },
  ];
}

/** Ban Statistics: the pie, the total of bans in history, and a warning while expired bans wait. */
export function BanStatsChart({ bans }: { bans: BanStatistics }) {
  const slices = banSlices(bans);
  const drawn = slices.filter((slice) => slice.value > 0);
  const footer = (
    <Stack sx={{ gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
        Total bans in history:{" "}
        <Box component="strong" sx={{ color: "text.primary" }}>
          {bans.totalBans}
        </Box>
      </Typography>
      {bans.expiredBans > 0 ? (
        <Alert severity="warning" variant="outlined">
          {bans.expiredBans === 1
            ? "1 expired ban is waiting to be lifted."
            : `${bans.expiredBans} expired bans are waiting to be lifted.`}
        </Alert>
      ) : null}
    </Stack>
  );
  return (
    <ChartCard
      title="Ban Statistics"
      height={240}
      empty={drawn.length === 0 ? "No bans yet" : undefined}
      footer={footer}
    >
      <DonutChart
        slices={drawn}
        legend={<Legend iconType="circle" wrapperStyle={{ fontSize: 13 }} />}
      />
    </ChartCard>
  );
}
