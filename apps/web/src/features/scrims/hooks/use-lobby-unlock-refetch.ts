import { useQueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useEffect } from "react";
import { scrimKeys } from "../api/scrim-keys";

const RETRY_MS = 5000;
const MAX_TRIES = 3;

/**
 * The lobby unlocks when the start time passes with both teams full, with no event from the server:
 * an entitled viewer who has no lobby name yet refetches (a few times, the clocks may differ).
 */
export function useLobbyUnlockRefetch(scrim: ScrimDto, shouldHaveSecrets: boolean) {
  const queryClient = useQueryClient();
  const missing = shouldHaveSecrets && scrim.lobbyName === undefined;
  const scrimId = scrim._id;

  useEffect(() => {
    if (!missing) {
      return;
    }
    let tries = 0;
    const refetch = () => {
      tries += 1;
      void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrimId) });
      void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
    };
    refetch();
    const timer = setInterval(() => {
      if (tries >= MAX_TRIES) {
        clearInterval(timer);
        return;
      }
      refetch();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [missing, scrimId, queryClient]);
}
