import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { conflictScrimOf, setScrimInCache } from "./set-scrim-in-cache";
import { scrimKeys } from "./scrim-keys";

type ScrimMutationOptions<TVariables, TResult> = {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** Where the scrim is in the answer (the answer itself for most lobby routes). */
  scrimOf: (result: TResult) => ScrimDto;
  /** Set when the caller shows (or deliberately hides) the error itself. */
  skipErrorAlert?: boolean;
};

/**
 * A lobby action: the answer's scrim goes straight into the caches, then the hub lists are marked
 * stale. A 409 that carries the current scrim replaces the cached copy, so the seat that was taken
 * meanwhile shows at once (the global alert shows the server's message).
 */
export function useScrimMutation<TVariables, TResult>({
  mutationFn,
  scrimOf,
  skipErrorAlert,
}: ScrimMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: skipErrorAlert ? { skipErrorAlert } : undefined,
    onSuccess: (result) => {
      setScrimInCache(queryClient, scrimOf(result));
      // Not awaited: the buttons need not wait for the hub lists to reload.
      void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
    },
    onError: async (error) => {
      const current = await conflictScrimOf(error);
      if (current) {
        setScrimInCache(queryClient, current);
      }
    },
  });
}

export const identity = (scrim: ScrimDto) => scrim;

export const scrimPath = (scrimId: string, action: string) =>
  `/api/scrims/${encodeURIComponent(scrimId)}/${action}`;
