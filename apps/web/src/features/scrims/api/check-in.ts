import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

/** `PATCH /api/scrims/{id}/check-in`: a seated player checks in during the window. */
const checkIn = ({ scrimId }: { scrimId: string }) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "check-in"));

export const useCheckIn = () => useScrimMutation({ mutationFn: checkIn, scrimOf: identity });
