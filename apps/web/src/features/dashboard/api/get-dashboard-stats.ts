import { queryOptions } from "@tanstack/react-query";
import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** Admin only: `GET /api/admin/dashboard/stats`. */
const getDashboardStats = (signal?: AbortSignal) =>
  api.get<DashboardStatsDto>("/api/admin/dashboard/stats", { signal });

/** The figures the dashboard needs: its failure is the page's ('Failed to load dashboard data'). */
export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => getDashboardStats(signal),
    staleTime: 0,
  });
