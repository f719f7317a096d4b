import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CreateReportInput,
  ReportCheckDto,
  ReportDto,
} from "@scrims/shared/reports/reports.schema";
import { ApiError } from "@/lib/api-client";
import { api } from "@/lib/api-client";
import { reportKeys } from "./get-reports";

/** `POST /api/reports` → 201 `{report}`. */
const createReport = (input: CreateReportInput) =>
  api.post<{ report: ReportDto }>("/api/reports", input);

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (_report, input) => {
      queryClient.setQueryData<ReportCheckDto>(reportKeys.check(input.targetUserId), {
        reported: true,
      });
      // An admin reporting sees it in the queue at once.
      return queryClient.invalidateQueries({ queryKey: reportKeys.queue("open") });
    },
    onError: (error, input) => {
      // Another tab was quicker: the dialog says it is already reported.
      if (error instanceof ApiError && error.code === "REPORT_EXISTS") {
        queryClient.setQueryData<ReportCheckDto>(reportKeys.check(input.targetUserId), {
          reported: true,
        });
      }
    },
  });
}
