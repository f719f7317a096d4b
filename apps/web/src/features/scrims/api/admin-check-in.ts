import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type AdminCheckInVariables = { scrimId: string; userId: string };

/** `PATCH /api/scrims/{id}/admin-check-in/{userId}`: an admin checks a seated player in. */
const adminCheckIn = ({ scrimId, userId }: AdminCheckInVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, `admin-check-in/${encodeURIComponent(userId)}`));

export const useAdminCheckIn = () =>
  useScrimMutation({ mutationFn: adminCheckIn, scrimOf: identity });
