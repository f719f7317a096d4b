import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

/** `PATCH /api/scrims/{id}/balance-teams` (admins): applies the balance the server proposes. */
const balanceTeams = ({ scrimId }: { scrimId: string }) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "balance-teams"));

export const useBalanceTeams = () =>
  useScrimMutation({ mutationFn: balanceTeams, scrimOf: identity });
