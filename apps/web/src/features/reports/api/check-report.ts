import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReportCheckDto } from "@scrims/shared/reports/reports.schema";
import { api } from "@/lib/api-client";
import { reportKeys } from "./get-reports";

/** `GET /api/reports/check/{userId}` → `{reported}`: an open report of this player by the viewer. */
const checkReport = (userId: string, signal?: AbortSignal) =>
  api.get<ReportCheckDto>(`/api/reports/check/${encodeURIComponent(userId)}`, { signal });

const reportCheckQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: reportKeys.check(userId),
    queryFn: ({ signal }) => checkReport(userId, signal),
    // An admin may have closed it since: asked again each time the dialog opens.
    staleTime: 0,
  });

export const useReportCheck = (userId: string) => useQuery(reportCheckQueryOptions(userId));
