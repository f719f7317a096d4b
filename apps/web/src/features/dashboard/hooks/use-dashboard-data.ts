import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dashboardKeys } from "../api/dashboard-keys";
import { dashboardStatsQueryOptions } from "../api/get-dashboard-stats";
import { recentActivityQueryOptions } from "../api/get-recent-activity";
import { systemStatusQueryOptions } from "../api/get-system-status";

/**
 * The dashboard's three loaders, run in parallel: the stats are required, the activity (empty on
 * failure) and the system status (null on failure) are not.
 */
export function useDashboardData() {
  const queryClient = useQueryClient();
  const [stats, activity, systemStatus] = useQueries({
    queries: [
      dashboardStatsQueryOptions(),
      recentActivityQueryOptions(),
      systemStatusQueryOptions(),
    ],
  });
  const refresh = useCallback(
    () => queryClient.refetchQueries({ queryKey: dashboardKeys.all }),
    [queryClient],
  );
  return {
    stats: stats.data,
    activity: activity.data ?? [],
    systemStatus: systemStatus.data ?? null,
    isLoading: stats.isPending,
    isError: stats.isError,
    /** Any of the three reloading (the refresh button spins). */
    isRefreshing: stats.isFetching || activity.isFetching || systemStatus.isFetching,
    activityLoading: activity.isPending,
    systemStatusLoading: systemStatus.isPending,
    refresh,
  };
}
