import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, SetWinnerInput } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type SetWinnerVariables = { scrimId: string; winnerTeamName: TeamName };

/** `PATCH /api/scrims/{id}/set-winner {winnerTeamName}`: once, by the lobby host or an admin. */
const setWinner = ({ scrimId, winnerTeamName }: SetWinnerVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "set-winner"), {
    winnerTeamName,
  } satisfies SetWinnerInput);

export const useSetWinner = () => useScrimMutation({ mutationFn: setWinner, scrimOf: identity });
