import { useQueryClient } from "@tanstack/react-query";
import type { ScrimServerEvents } from "@scrims/shared/scrims/scrims.events";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useSocketRoom } from "@/lib/use-socket-room";
import type { ScrimListFilters } from "../api/get-scrims";
import { scrimKeys } from "../api/scrim-keys";
import { removeScrimFromLists } from "../api/set-scrim-in-cache";
import type { ScrimViewer } from "../utils/scrim-state";
import { applyScrimUpdate } from "./apply-scrim-update";

function belongsTo(scrim: ScrimDto, filters: ScrimListFilters): boolean {
  const start = new Date(scrim.gameStartTime).getTime();
  return (
    scrim.region === filters.region &&
    start >= new Date(filters.startDate).getTime() &&
    start < new Date(filters.endDate).getTime()
  );
}

/**
 * Keeps the visible hub list live: joins the region's hub for the visible day (again after a
 * reconnection, and on another day), refetches
 * the list once in (what changed before the join took hold), and applies `getScrimTransaction`: an upsert lands in (or leaves) the list of the
 * visible day, a delete leaves every list.
 */
export function useHubEvents(filters: ScrimListFilters, viewer: ScrimViewer) {
  const queryClient = useQueryClient();
  const { region, startDate, endDate } = filters;
  const visible = { region, startDate, endDate };
  const listKey = scrimKeys.list(visible);

  const handleTransaction: ScrimServerEvents["getScrimTransaction"] = (event) => {
    if (event.type === "delete") {
      removeScrimFromLists(queryClient, event.scrimId);
      return;
    }
    const { scrim } = event;
    if (!belongsTo(scrim, visible)) {
      // Moved to another day or region: it leaves this list, other caches just update.
      queryClient.setQueryData<ScrimDto[]>(listKey, (current) =>
        current?.filter((entry) => entry._id !== scrim._id),
      );
      applyScrimUpdate(queryClient, scrim, viewer);
      return;
    }
    const list = queryClient.getQueryData<ScrimDto[]>(listKey);
    if (list && !list.some((entry) => entry._id === scrim._id)) {
      queryClient.setQueryData<ScrimDto[]>(listKey, [...list, scrim]);
    }
    applyScrimUpdate(queryClient, scrim, viewer);
  };

  useSocketRoom({
    key: `${region}|${startDate}|${endDate}`,
    // Only the visible day's changes are sent (the server's rooms per quarter of an hour).
    join: (socket, joined) => socket.emit("join_region_hub", visible, joined),
    leave: (socket) => socket.emit("leave_region_hub", { region }, () => {}),
    listeners: { getScrimTransaction: handleTransaction },
    onJoined: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
