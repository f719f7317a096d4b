import type { AdminAssignPlayerInput, ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type AdminAssignPlayerVariables = AdminAssignPlayerInput & { scrimId: string };

/** `PATCH /api/scrims/{id}/admin-assign-player {userId, teamName, role}` (admins). */
const adminAssignPlayer = ({ scrimId, ...input }: AdminAssignPlayerVariables) =>
  api.patch<ScrimDto>(
    scrimPath(scrimId, "admin-assign-player"),
    input satisfies AdminAssignPlayerInput,
  );

export const useAdminAssignPlayer = () =>
  useScrimMutation({ mutationFn: adminAssignPlayer, scrimOf: identity });
