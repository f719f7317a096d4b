import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateReportInput, ReportDto } from "@scrims/shared/reports/reports.schema";
import { api } from "@/lib/api-client";
import { reportKeys } from "./get-reports";

/** `POST /api/reports` → 201 `{report}`. */
export const createReport = (input: CreateReportInput) =>
  api.post<{ report: ReportDto }>("/api/reports", input);

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // An admin reporting sees it in the queue at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
