import { useQueryClient } from "@tanstack/react-query";
import type { ScrimServerEvents } from "@scrims/shared/scrims/scrims.events";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { useEffect, useRef } from "react";
import { useSocket } from "@/lib/socket";
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
 * Keeps the visible hub list live: joins the region's hub (again after a reconnection, then
 * refetches), and applies `getScrimTransaction`: an upsert lands in (or leaves) the list of the
 * visible day, a delete leaves every list.
 */
export function useHubEvents(filters: ScrimListFilters, viewer: ScrimViewer) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const viewerRef = useRef(viewer);
  useEffect(() => {
    viewerRef.current = viewer;
  }, [viewer]);
  const { region, startDate, endDate } = filters;

  useEffect(() => {
    if (!socket) {
      return;
    }
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
        applyScrimUpdate(queryClient, scrim, viewerRef.current);
        return;
      }
      const list = queryClient.getQueryData<ScrimDto[]>(listKey);
      if (list && !list.some((entry) => entry._id === scrim._id)) {
        queryClient.setQueryData<ScrimDto[]>(listKey, [...list, scrim]);
      }
      applyScrimUpdate(queryClient, scrim, viewerRef.current);
    };

    let connections = 0;
    socket.on("getScrimTransaction", handleTransaction);
    const stopWatching = socket.onConnect(() => {
      connections += 1;
      socket.emit("join_region_hub", { region }, () => {});
      if (connections > 1) {
        void queryClient.invalidateQueries({ queryKey: listKey });
      }
    });
    return () => {
      stopWatching();
      socket.off("getScrimTransaction", handleTransaction);
      socket.emit("leave_region_hub", { region }, () => {});
    };
  }, [socket, region, startDate, endDate, queryClient]);
}
