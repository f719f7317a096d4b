import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, useScrimMutation } from "./scrim-mutation";

/** `POST /api/scrims/{id}/regenerate-tournament-code` (admins): the scrim with its new code. */
const regenerateTournamentCode = ({ scrimId }: { scrimId: string }) =>
  api.post<ScrimDto>(`/api/scrims/${encodeURIComponent(scrimId)}/regenerate-tournament-code`);

/** The caller shows 'New tournament code generated: {code}' or the failure itself. */
export const useRegenerateTournamentCode = () =>
  useScrimMutation({
    mutationFn: regenerateTournamentCode,
    scrimOf: identity,
    skipErrorAlert: true,
  });
