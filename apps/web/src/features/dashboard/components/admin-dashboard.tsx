import Box from "@mui/material/Box";
import { useEffect } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { LoadingScreen } from "@/components/loading-screen";
import { useDashboardData } from "../hooks/use-dashboard-data";
import { BanManagement } from "./ban-management";
import { BanStatsChart } from "./ban-stats-chart";
import { DashboardHeader } from "./dashboard-header";
import { QuickActions } from "./quick-actions";
import { RankChart } from "./rank-chart";
import { RecentActivity } from "./recent-activity";
import { RegionChart } from "./region-chart";
import { RegistrationsChart } from "./registrations-chart";
import { StatCards } from "./stat-cards";
import { SystemStatusPanel } from "./system-status-panel";
import { WeeklyScrimsChart } from "./weekly-scrims-chart";

export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data";

/** A cell of the 12-column grid: full width on phones, `span` columns from md up. */
const span = (columns: number) => ({
  gridColumn: { xs: "1 / -1", md: `span ${columns}` },
  minWidth: 0,
});

type AdminDashboardProps = {
  adminName: string;
  /** Clear Cache: drops what the app holds and reloads the page. */
  onClearCache: () => void;
};

/**
 * The admin dashboard: its three loaders run in parallel; without the stats the page says
 * 'Failed to load dashboard data', while the activity and the system status may fail alone.
 */
export function AdminDashboard({ adminName, onClearCache }: AdminDashboardProps) {
  const data = useDashboardData();
  const { showAlert } = useAlerts();
  const { isError } = data;

  useEffect(() => {
    if (isError) {
      showAlert({ type: "error", message: DASHBOARD_LOAD_FAILED });
    }
  }, [isError, showAlert]);

  const header = (
    <DashboardHeader
      adminName={adminName}
      refreshing={data.isRefreshing}
      onRefresh={data.refresh}
    />
  );
  if (data.isLoading) {
    return (
      <>
        {header}
        <LoadingScreen text="Loading dashboard" />
      </>
    );
  }
  if (!data.stats) {
    return (
      <>
        {header}
        <LoadErrorAlert onRetry={data.refresh}>{DASHBOARD_LOAD_FAILED}</LoadErrorAlert>
      </>
    );
  }

  const { stats } = data;
  return (
    <>
      {header}
      <StatCards stats={stats} />
      <Box
        sx={{
          display: "grid",
          gap: { xs: 1.5, sm: 2 },
          mt: { xs: 1.5, sm: 2 },
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(12, minmax(0, 1fr))" },
        }}
      >
        <Box sx={span(8)}>
          <RegistrationsChart growth={stats.monthlyUserGrowth} />
        </Box>
        <Box sx={span(4)}>
          <RegionChart rows={stats.regionDistribution} />
        </Box>
        <Box sx={span(6)}>
          <WeeklyScrimsChart days={stats.weeklyScrimActivity} />
        </Box>
        <Box sx={span(6)}>
          <RankChart rows={stats.rankDistribution} />
        </Box>
        <Box sx={span(6)}>
          <BanStatsChart bans={stats.banStatistics} />
        </Box>
        <Box sx={span(6)}>
          <BanManagement bans={stats.banStatistics} />
        </Box>
        <Box sx={span(7)}>
          <RecentActivity activities={data.activity} loading={data.activityLoading} />
        </Box>
        <Box sx={span(5)}>
          <SystemStatusPanel status={data.systemStatus} loading={data.systemStatusLoading} />
        </Box>
        <Box sx={span(12)}>
          <QuickActions onClearCache={onClearCache} />
        </Box>
      </Box>
    </>
  );
}
