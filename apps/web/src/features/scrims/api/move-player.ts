import type { PlayerSeatInput, ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type MovePlayerVariables = { scrimId: string; userId: string; seat: Seat };

/** `PATCH /api/scrims/{id}/move-player/{userId}`: a seated player moves to an empty seat. */
const movePlayer = ({ scrimId, userId, seat }: MovePlayerVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `move-player/${encodeURIComponent(userId)}`), {
    playerData: { role: seat.role, team: { name: seat.team } },
  } satisfies PlayerSeatInput);

export const useMovePlayer = () => useScrimMutation({ mutationFn: movePlayer, scrimOf: identity });
