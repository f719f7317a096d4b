import { useQueryClient } from "@tanstack/react-query";
import type { ScrimServerEvents } from "@scrims/shared/scrims/scrims.events";
import { useEffect, useRef } from "react";
import { useSocket } from "@/lib/socket";
import { scrimKeys } from "../api/scrim-keys";
import type { ScrimViewer } from "../utils/scrim-state";
import { applyScrimUpdate } from "./apply-scrim-update";

type ScrimEventsOptions = { enabled?: boolean };

/**
 * Watches one scrim while mounted: joins its room (again after every reconnection, then refetches
 * what may have been missed), writes each `scrimUpdate` into the detail cache and any cached hub
 * list, and leaves the room on unmount.
 */
export function useScrimEvents(
  scrimId: string,
  viewer: ScrimViewer,
  { enabled = true }: ScrimEventsOptions = {},
) {
  const socket = useSocket();
  const queryClient = useQueryClient();
  // The latest viewer without re-joining the room when only his fields change.
  const viewerRef = useRef(viewer);
  useEffect(() => {
    viewerRef.current = viewer;
  }, [viewer]);

  useEffect(() => {
    if (!socket || !enabled) {
      return;
    }
    const handleUpdate: ScrimServerEvents["scrimUpdate"] = ({ scrim }) => {
      if (scrim._id === scrimId) {
        applyScrimUpdate(queryClient, scrim, viewerRef.current);
      }
    };
    let connections = 0;
    socket.on("scrimUpdate", handleUpdate);
    const stopWatching = socket.onConnect(() => {
      connections += 1;
      socket.emit("join_scrim_room", { scrimId }, () => {});
      if (connections > 1) {
        void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrimId) });
      }
    });
    return () => {
      stopWatching();
      socket.off("scrimUpdate", handleUpdate);
      socket.emit("leave_scrim_room", { scrimId }, () => {});
    };
  }, [socket, scrimId, enabled, queryClient]);
}
