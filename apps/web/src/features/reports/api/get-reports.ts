import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportDto } from "@scrims/shared/reports/reports.schema";
import { api } from "@/lib/api-client";

/** The one query-key factory of the reports feature. */
export const reportKeys = {
  all: ["reports"] as const,
  queue: (status: ReportDto["status"]) => [...reportKeys.all, "queue", status] as const,
  check: (userId: string) => [...reportKeys.all, "check", userId] as const,
};

/** Admin only: `GET /api/admin/reports?status=` → the reports of that status with context. */
const getReports = (status: ReportDto["status"]) =>
  api.get<ReportDto[]>("/api/admin/reports", { params: { status } });

const reportsQueryOptions = (status: ReportDto["status"]) =>
  queryOptions({ queryKey: reportKeys.queue(status), queryFn: () => getReports(status) });

export const useReports = (status: ReportDto["status"]) => useQuery(reportsQueryOptions(status));
