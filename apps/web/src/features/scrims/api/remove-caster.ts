import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import type { CasterVariables } from "./insert-caster";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

/** `PATCH /api/scrims/{id}/remove-caster/{userId}`: leave the cast. */
const removeCaster = ({ scrimId, userId }: CasterVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `remove-caster/${encodeURIComponent(userId)}`));

export const useRemoveCaster = () =>
  useScrimMutation({ mutationFn: removeCaster, scrimOf: identity });
