import type { ScrimDto, SwapPlayersInput } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { identity, scrimPath, useScrimMutation } from "./scrim-mutation";

type SwapPlayersVariables = SwapPlayersInput & { scrimId: string };

/**
 * `PATCH /api/scrims/{id}/swap-players {from, to}`: two taken seats swap (admins); with one seat
 * empty the player moves there (that player himself, or an admin).
 */
const swapPlayers = ({ scrimId, from, to }: SwapPlayersVariables) =>
  api.patch<ScrimDto>(scrimPath(scrimId, "swap-players"), {
    from,
    to,
  } satisfies SwapPlayersInput);

export const useSwapPlayers = () =>
  useScrimMutation({ mutationFn: swapPlayers, scrimOf: identity });
