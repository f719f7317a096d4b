import type { AdminFillRandomInput, FillRandomDto } from "@scrims/shared/scrims/scrims.schema";
import type { Region } from "@scrims/shared/common/regions.constants";
import { api } from "@/lib/api-client";
import { scrimPath, useScrimMutation } from "./scrim-mutation";

type AdminFillRandomVariables = { scrimId: string; region: Region; balanced?: boolean };

/**
 * `PATCH /api/scrims/{id}/admin-fill-random` (admins): random players of the scrim's region, or
 * with `balanced` those that bring the teams' average ranks closest.
 */
const adminFillRandom = ({ scrimId, region, balanced = false }: AdminFillRandomVariables) =>
  api.patch<FillRandomDto>(scrimPath(scrimId, "admin-fill-random"), {
    region,
    balanced,
  } satisfies AdminFillRandomInput);

export const useAdminFillRandom = () =>
  useScrimMutation({ mutationFn: adminFillRandom, scrimOf: (result) => result.scrim });
