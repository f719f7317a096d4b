import type { PlayerSeatInput, ScrimDto, Seat } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type InsertPlayerVariables = { scrimId: string; userId: string; seat: Seat };

/** `PATCH /api/scrims/{id}/insert-player/{userId}`: takes an empty seat. */
const insertPlayer = ({ scrimId, userId, seat }: InsertPlayerVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `insert-player/${encodeURIComponent(userId)}`), {
    playerData: { role: seat.role, team: { name: seat.team } },
  } satisfies PlayerSeatInput);

/** Join a seat. The caller shows errors: one of them is deliberately silent (see JoinSeat). */
export const useInsertPlayer = () =>
  useScrimMutation({ mutationFn: insertPlayer, scrimOf: identity, skipErrorAlert: true });
