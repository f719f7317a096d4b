import { useQueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { scrimKeys } from "../api/scrim-keys";
import { scrimFormMessages } from "../utils/scrim-form-messages";
import {
  codeAfterSave,
  TOURNAMENT_REFETCH_MS,
  tournamentMessages,
} from "../utils/tournament-messages";

/**
 * What the edit form says once a scrim is saved: 'Scrim updated successfully!', or, when the save
 * calls for a tournament code, when it will be there (refetching the scrim 3 s later when it is
 * being generated now).
 */
export function useSavedScrimNotice() {
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  return (saved: ScrimDto) => {
    const code = codeAfterSave(saved, new Date());
    if (code === "now") {
      showAlert({ type: "info", message: tournamentMessages.updatedGenerating });
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(saved._id) });
      }, TOURNAMENT_REFETCH_MS);
      return;
    }
    if (code === "at-start") {
      showAlert({ type: "info", message: tournamentMessages.updatedAtStart });
      return;
    }
    showAlert({ type: "success", message: scrimFormMessages.updated });
  };
}
