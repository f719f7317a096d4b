import { queryOptions } from "@tanstack/react-query";
import type { ActivityDto } from "@scrims/shared/dashboard/dashboard.schema";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** Admin only: `GET /api/admin/dashboard/activity`. */
const getRecentActivity = (signal?: AbortSignal) =>
  api.get<ActivityDto[]>("/api/admin/dashboard/activity", { signal });

/** Optional for the page: a failure shows an empty list. */
export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.activity(),
    queryFn: ({ signal }) => getRecentActivity(signal).catch((): ActivityDto[] => []),
    staleTime: 0,
  });
