import type { QueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { scrimKeys } from "../api/scrim-keys";
import { setScrimInCache } from "../api/set-scrim-in-cache";
import { seesLobbyDetails } from "../utils/scrim-state";
import type { ScrimViewer } from "../utils/scrim-state";

/**
 * Writes a scrim pushed over the socket into the caches. The push is the public view (no lobby
 * name or password): a viewer entitled to them keeps the ones he has, or refetches over HTTP when
 * the lobby has just unlocked for him.
 */
export function applyScrimUpdate(
  queryClient: QueryClient,
  scrim: ScrimDto,
  viewer: ScrimViewer,
  now: Date = new Date(),
) {
  const entitled = seesLobbyDetails(scrim, viewer, now);
  setScrimInCache(queryClient, scrim, { keepLobbySecrets: entitled });
  if (!entitled || scrim.lobbyName !== undefined) {
    return;
  }
  const cached = queryClient.getQueryData<ScrimDto>(scrimKeys.detail(scrim._id));
  const inLists = queryClient
    .getQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() })
    .flatMap(([, list]) => list ?? [])
    .filter((entry) => entry._id === scrim._id);
  const missingSecrets = [...(cached ? [cached] : []), ...inLists].some(
    (entry) => entry.lobbyName === undefined,
  );
  if (missingSecrets) {
    void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrim._id) });
    void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
  }
}
