import LockOpenIcon from "@mui/icons-material/LockOpen";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { useLiftExpiredBans } from "../api/lift-expired-bans";
import { BanHistoryLink } from "./ban-history-link";

function QuickStat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: "rgba(255, 255, 255, 0.04)", textAlign: "center" }}
    >
      <Typography sx={{ fontSize: "1.5rem", fontWeight: 700, color }}>{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Ban Management: Active, Expired need lifting, Lifted and Total; Lift All Expired Bans (only
 * while some wait), and the ban history.
 */
export function BanManagement({ bans }: { bans: DashboardStatsDto["banStatistics"] }) {
  const lift = useLiftExpiredBans();
  const lifted = Math.max(0, bans.totalBans - bans.activeBans - bans.expiredBans);
  const titleId = "ban-management-title";
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2.5 }, height: "100%" }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: "1.05rem", mb: 1.5 }}>
        Ban Management
      </Typography>
      <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }}>
        <QuickStat label="Active" value={bans.activeBans} color="#F44336" />
        <QuickStat label="Expired need lifting" value={bans.expiredBans} color="#FF9800" />
        <QuickStat label="Lifted" value={lifted} color="#4CAF50" />
        <QuickStat label="Total" value={bans.totalBans} color="#2196F3" />
      </Box>
      <Stack sx={{ gap: 1, mt: 2 }}>
        <Button
          variant="contained"
          color="warning"
          startIcon={<LockOpenIcon />}
          disabled={bans.expiredBans === 0 || lift.isPending}
          onClick={() => lift.mutate()}
        >
          Lift All Expired Bans
        </Button>
        <BanHistoryLink label="View Ban History" />
        <BanHistoryLink label="Manage Bans" icon="gavel" />
      </Stack>
    </Paper>
  );
}
