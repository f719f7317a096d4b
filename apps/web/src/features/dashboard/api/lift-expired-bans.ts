import { useMutation, useQueryClient } from "@tanstack/react-query";
import { banMessages, type LiftExpiredBansDto } from "@scrims/shared/bans/bans.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "./dashboard-keys";

/** Admin only: `POST /api/admin/lift-expired-bans` → `{success, message, lifted}`. */
const liftExpiredBans = () => api.post<LiftExpiredBansDto>("/api/admin/lift-expired-bans");

/**
 * Lifts every expired ban: the server's message (or 'Expired bans have been lifted') on success,
 * 'Failed to lift expired bans' on failure; the dashboard's figures are read again either way.
 */
export function useLiftExpiredBans() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  return useMutation({
    mutationFn: liftExpiredBans,
    meta: { skipErrorAlert: true },
    onSuccess: (result) => {
      showAlert({ type: "success", message: result.message || banMessages.liftSuccess });
    },
    onError: () => {
      showAlert({ type: "error", message: banMessages.liftFailure });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
