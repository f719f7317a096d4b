import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";
import { removeScrimFromLists } from "./set-scrim-in-cache";
import { invalidateScrimViews } from "./update-scrim";

/** `DELETE /api/scrims/{id}` (admins); answers 204. */
const deleteScrim = (scrimId: string) =>
  api.delete<void>(`/api/scrims/${encodeURIComponent(scrimId)}`);

export function useDeleteScrim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScrim,
    // The form shows 'Failed to delete scrim' or the server's message itself.
    meta: { skipErrorAlert: true },
    onSuccess: (_result, scrimId) => {
      const detail = scrimKeys.detail(scrimId);
      const deleted = queryClient.getQueryData<ScrimDto>(detail);
      // Not removed: the page that deleted it still observes it until the next page has loaded,
      // and would fetch a removed query again (404, 'Error finding scrim'). Stale without a
      // refetch, it is fetched (and found gone) only by a page opened on it later.
      void queryClient.cancelQueries({ queryKey: detail, exact: true });
      void queryClient.invalidateQueries({ queryKey: detail, exact: true, refetchType: "none" });
      removeScrimFromLists(queryClient, scrimId);
      invalidateScrimViews(queryClient, deleted ? [deleted] : []);
    },
  });
}
