import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BanInput } from "@scrims/shared/bans/bans.schema";
import type { ReportDto } from "@scrims/shared/reports/reports.schema";
import { api } from "@/lib/api-client";
import { reportKeys } from "./get-reports";

/** Admin only: `POST /api/admin/reports/{id}/dismiss` → `{report}`, closed. */
const dismissReport = ({ reportId }: { reportId: string }) =>
  api.post<{ report: ReportDto }>(`/api/admin/reports/${encodeURIComponent(reportId)}/dismiss`);

/** Admin only: `POST /api/admin/reports/{id}/ban {dateFrom, dateTo, reason}` → `{report}`, closed. */
const banFromReport = ({ reportId, ...ban }: BanInput & { reportId: string }) =>
  api.post<{ report: ReportDto }>(`/api/admin/reports/${encodeURIComponent(reportId)}/ban`, ban);

/** Either way the report leaves the open queue: every queue is read again. */
function useCloseReport<V>(mutationFn: (variables: V) => Promise<{ report: ReportDto }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

export const useDismissReport = () => useCloseReport(dismissReport);
export const useBanFromReport = () => useCloseReport(banFromReport);
