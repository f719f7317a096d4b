import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type RemovePlayerVariables = { scrimId: string; userId: string };

/** `PATCH /api/scrims/{id}/remove-player/{userId}`: leave (yourself) or kick (admins). */
const removePlayer = ({ scrimId, userId }: RemovePlayerVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `remove-player/${encodeURIComponent(userId)}`));

export const useRemovePlayer = () =>
  useScrimMutation({ mutationFn: removePlayer, scrimOf: identity });
