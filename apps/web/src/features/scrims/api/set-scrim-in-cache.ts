import type { QueryClient } from "@tanstack/react-query";
import { scrimConflictDtoSchema } from "@scrims/shared/scrims/scrims.schema";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { ApiError } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";

type SetScrimOptions = {
  /**
   * Socket payloads are the public view, without the lobby name and password: keep the ones the
   * viewer already has rather than blanking them.
   */
  keepLobbySecrets?: boolean;
};

function merge(previous: ScrimDto | undefined, next: ScrimDto, keepSecrets: boolean): ScrimDto {
  if (!keepSecrets || !previous || next.lobbyName !== undefined) {
    return next;
  }
  // The tournament code is a secret like the password: kept while the same code still exists
  // (a new one is announced with tournamentInitialized, which refetches).
  const code = previous.riotTournament?.tournamentCode;
  const riotTournament =
    next.riotTournament && code && next.riotTournament.tournamentCode === undefined
      ? { ...next.riotTournament, tournamentCode: code }
      : next.riotTournament;
  return {
    ...next,
    lobbyName: previous.lobbyName,
    lobbyPassword: previous.lobbyPassword,
    riotTournament,
  };
}

/** Writes a scrim into its detail cache and into every cached hub list that holds it. */
export function setScrimInCache(
  queryClient: QueryClient,
  scrim: ScrimDto,
  { keepLobbySecrets = false }: SetScrimOptions = {},
) {
  queryClient.setQueryData<ScrimDto>(scrimKeys.detail(scrim._id), (previous) =>
    merge(previous, scrim, keepLobbySecrets),
  );
  queryClient.setQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() }, (list) =>
    list?.map((entry) => (entry._id === scrim._id ? merge(entry, scrim, keepLobbySecrets) : entry)),
  );
}

/** Takes a scrim out of every cached hub list (deleted, or no longer visible). */
export function removeScrimFromLists(queryClient: QueryClient, scrimId: string) {
  queryClient.setQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() }, (list) =>
    list?.filter((entry) => entry._id !== scrimId),
  );
}

/** The current scrim a 409 carries (`{error, code, scrim}`), if any. */
export function conflictScrimOf(error: unknown): ScrimDto | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) {
    return undefined;
  }
  const parsed = scrimConflictDtoSchema.safeParse(error.body);
  return parsed.success ? parsed.data.scrim : undefined;
}
