import { queryOptions } from "@tanstack/react-query";
import type { SystemStatusDto } from "@scrims/shared/dashboard/dashboard.schema";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** Admin only: `GET /api/admin/dashboard/system-status`. */
const getSystemStatus = (signal?: AbortSignal) =>
  api.get<SystemStatusDto>("/api/admin/dashboard/system-status", { signal });

/** Optional for the page: a failure is null ('Unable to fetch server status'). */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.systemStatus(),
    queryFn: ({ signal }) => getSystemStatus(signal).catch((): SystemStatusDto | null => null),
    staleTime: 0,
  });
