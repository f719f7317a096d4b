import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

export type CasterVariables = { scrimId: string; userId: string };

/** `PATCH /api/scrims/{id}/insert-caster/{userId}`: join the cast. */
const insertCaster = ({ scrimId, userId }: CasterVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `insert-caster/${encodeURIComponent(userId)}`));

export const useInsertCaster = () =>
  useScrimMutation({ mutationFn: insertCaster, scrimOf: identity });
