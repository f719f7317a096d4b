import type { QueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { scrimKeys } from "../api/scrim-keys";
import { setScrimInCache } from "../api/set-scrim-in-cache";
import { seesLobbyDetails } from "../utils/scrim-state";
import type { ScrimViewer } from "../utils/scrim-state";
import { seesWaitlist } from "../utils/waitlist";

/** Everyone the viewer's cached copies of a scrim show waiting (a waiting player sees the list). */
function cachedWaitingIds(queryClient: QueryClient, scrimId: string): string[] {
  const cached = queryClient.getQueryData<ScrimDto>(scrimKeys.detail(scrimId));
  const inLists = queryClient
    .getQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() })
    .flatMap(([, list]) => list ?? [])
    .filter((entry) => entry._id === scrimId);
  return [...(cached ? [cached] : []), ...inLists].flatMap((entry) =>
    entry.waitlist.map((waiting) => waiting._user._id),
  );
}

/**
 * Writes a scrim pushed over the socket into the caches. The push is the public view (no lobby
 * name or password, the waitlist's count only): a viewer entitled to them keeps the ones he has,
 * or refetches over HTTP when the lobby has just unlocked for him. One who sees the waitlist
 * refetches it while anyone waits (it may have changed with the push).
 */
export function applyScrimUpdate(
  queryClient: QueryClient,
  scrim: ScrimDto,
  viewer: ScrimViewer,
  now: Date = new Date(),
) {
  const entitled = seesLobbyDetails(scrim, viewer, now);
  const waitlistShown =
    scrim.waitlistCount > 0 &&
    scrim.waitlist.length === 0 &&
    seesWaitlist(scrim, viewer, cachedWaitingIds(queryClient, scrim._id));
  setScrimInCache(queryClient, scrim, { keepLobbySecrets: entitled, keepWaitlist: waitlistShown });
  if (waitlistShown) {
    void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrim._id) });
    void queryClient.invalidateQueries({ queryKey: scrimKeys.lists() });
    return;
  }
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
