import { useQueryClient } from "@tanstack/react-query";
import { useSocketRoom } from "@/lib/use-socket-room";
import { scrimKeys } from "../api/scrim-keys";
import type { ScrimViewer } from "../utils/scrim-state";
import { applyScrimUpdate } from "./apply-scrim-update";

type ScrimEventsOptions = { enabled?: boolean };

/**
 * Watches one scrim while mounted: joins its room (again after every reconnection), refetches the
 * scrim once in (a change committed before the join took hold reached no one), writes each
 * `scrimUpdate` into the detail cache and any cached hub list, and leaves the room on unmount.
 */
export function useScrimEvents(
  scrimId: string,
  viewer: ScrimViewer,
  { enabled = true }: ScrimEventsOptions = {},
) {
  const queryClient = useQueryClient();
  const refetchTournament = (payload: { scrimId: string }) => {
    if (payload.scrimId === scrimId) {
      void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrimId) });
    }
  };
  useSocketRoom({
    key: enabled ? scrimId : null,
    join: (socket, joined) => socket.emit("join_scrim_room", { scrimId }, joined),
    leave: (socket) => socket.emit("leave_scrim_room", { scrimId }, () => {}),
    listeners: {
      scrimUpdate: ({ scrim }) => {
        if (scrim._id === scrimId) {
          applyScrimUpdate(queryClient, scrim, viewer);
        }
      },
      // The code itself never travels in the room: those entitled fetch it over HTTP.
      tournamentInitialized: refetchTournament,
      tournamentError: refetchTournament,
      tournamentSkipped: refetchTournament,
    },
    onJoined: () => void queryClient.invalidateQueries({ queryKey: scrimKeys.detail(scrimId) }),
  });
}
