import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";
import { removeScrimFromLists } from "./set-scrim-in-cache";
import { invalidateScrimViews } from "./update-scrim";

/** `DELETE /api/scrims/{id}` (admins); answers 204. */
export const deleteScrim = (scrimId: string) =>
  api.delete<void>(`/api/scrims/${encodeURIComponent(scrimId)}`);

export function useDeleteScrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScrim,
    // The form shows 'Failed to delete scrim' or the server's message itself.
    meta: { skipErrorAlert: true },
    onSuccess: (_result, scrimId) => {
      const deleted = queryClient.getQueryData<ScrimDto>(scrimKeys.detail(scrimId));
      queryClient.removeQueries({ queryKey: scrimKeys.detail(scrimId), exact: true });
      removeScrimFromLists(queryClient, scrimId);
      invalidateScrimViews(queryClient, deleted ? [deleted] : []);
    },
  });
}
