import type { FillRandomDto } from "@scrims/shared/scrims/scrims.schema";
import type { Region } from "@scrims/shared/common/regions";
import { api } from "@/lib/api-client";
import { scrimPath, useScrimMutation } from "./scrim-mutation";

export type AdminFillRandomVariables = { scrimId: string; region: Region };

/** `PATCH /api/scrims/{id}/admin-fill-random` (admins): random players of the scrim's region. */
export const adminFillRandom = ({ scrimId, region }: AdminFillRandomVariables) =>
  api.patch<FillRandomDto>(scrimPath(scrimId, "admin-fill-random"), { region });

export const useAdminFillRandom = () =>
  useScrimMutation({ mutationFn: adminFillRandom, scrimOf: (result) => result.scrim });
