import BoltIcon from "@mui/icons-material/Bolt";
import GavelIcon from "@mui/icons-material/Gavel";
import PeopleAltIcon from "@mui/icons-material/PeopleAlt";
import SportsEsportsIcon from "@mui/icons-material/SportsEsports";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import type { ReactNode } from "react";

type StatCardProps = {
  label: string;
  value: number;
  caption: string;
  icon: ReactNode;
  color: string;
};

function StatCard({ label, value, caption, icon, color }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={label}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: "flex", gap: 1.5, alignItems: "flex-start" }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: "none", sm: "grid" },
          placeItems: "center",
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          bgcolor: `${color}26`,
          color,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography
          sx={{ fontSize: { xs: "1.6rem", sm: "2rem" }, fontWeight: 700, lineHeight: 1.2 }}
        >
          {value.toLocaleString("en-US")}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </Box>
    </Paper>
  );
}

/** Total Users, Total Scrims, Active Today and Active Bans, with their secondary figures. */
export function StatCards({ stats }: { stats: DashboardStatsDto }) {
  const bans = stats.banStatistics;
  const cards: StatCardProps[] = [
    {
      label: "Total Users",
      value: stats.totalUsers,
      caption: `+${stats.weeklyNewUsers} this week`,
      icon: <PeopleAltIcon />,
      color: "#2196F3",
    },
    {
      label: "Total Scrims",
      value: stats.totalScrims,
      caption: `+${stats.weeklyNewScrims} this week`,
      icon: <SportsEsportsIcon />,
      color: "#4CAF50",
    },
    {
      label: "Active Today",
      value: stats.activeToday,
      caption: "Seen since midnight UTC",
      icon: <BoltIcon />,
      color: "#FF9800",
    },
    {
      label: "Active Bans",
      value: bans.activeBans,
      caption: `${bans.expiredBans} expired · ${bans.totalBannedUsers} banned users in all`,
      icon: <GavelIcon />,
      color: "#F44336",
    },
  ];
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
      }}
    >
      {cards.map((card) => (
        <StatCard key={card.label} {...card} />
      ))}
    </Box>
  );
}
