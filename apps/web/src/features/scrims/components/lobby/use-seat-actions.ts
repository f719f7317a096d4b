import type { ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { ApiError, getErrorMessage } from "@/lib/api-client";
import { useInsertPlayer } from "../../api/insert-player";
import { useMovePlayer } from "../../api/move-player";
import { useSwapPlayers } from "../../api/swap-players";
import { playerAt } from "../../utils/scrim-state";

const PLAYERS_SWAPPED_MESSAGE = "Players swapped!";
const PLAYER_MOVED_MESSAGE = "Player moved";

/** Join, move and swap for one seat, with the lobby's messages (leave asks first: seat-row). */
export function useSeatActions(scrim: ScrimDto, viewerId: string) {
  const { showAlert } = useAlerts();
  const insert = useInsertPlayer();
  const move = useMovePlayer();
  const swap = useSwapPlayers();

  return {
    isPending: insert.isPending || move.isPending || swap.isPending,
    join: (seat: Seat) =>
      insert.mutate(
        { scrimId: scrim._id, userId: viewerId, seat },
        {
          onError: (error) => {
            // Spec: a double click that already seated the player is not worth an alert.
            if (!(error instanceof ApiError && error.code === "ALREADY_SEATED")) {
              showAlert({ type: "error", message: getErrorMessage(error) });
            }
          },
        },
      ),
    moveHere: (seat: Seat) => move.mutate({ scrimId: scrim._id, userId: viewerId, seat }),
    swap: (from: Seat, to: Seat) =>
      swap.mutate(
        { scrimId: scrim._id, from, to },
        {
          // The server swaps two players, or moves one to an empty seat: `from` is then empty.
          onSuccess: (updated) =>
            showAlert({
              type: "success",
              message: playerAt(updated, from) ? PLAYERS_SWAPPED_MESSAGE : PLAYER_MOVED_MESSAGE,
            }),
        },
      ),
  };
}
