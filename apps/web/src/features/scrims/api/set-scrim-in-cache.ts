import type { QueryClient } from "@tanstack/react-query";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { ApiError } from "@/lib/api-client";
import { notePushed } from "@/lib/pushed-queries";
import { scrimKeys } from "./scrim-keys";

type SetScrimOptions = {
  /**
   * Socket payloads are the public view, without the lobby name and password: keep the ones the
   * viewer already has rather than blanking them.
   */
  keepLobbySecrets?: boolean;
  /**
   * Socket payloads carry the waitlist's count only: keep the list the viewer has (until it is
   * fetched again) rather than blanking it.
   */
  keepWaitlist?: boolean;
};

function mergeSecrets(previous: ScrimDto, next: ScrimDto): ScrimDto {
  if (next.lobbyName !== undefined) {
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

function merge(previous: ScrimDto | undefined, next: ScrimDto, options: SetScrimOptions): ScrimDto {
  if (!previous) {
    return next;
  }
  if (previous.version > next.version) {
    // Older than what is shown (a push that took longer than a newer one): nothing to take.
    return previous;
  }
  const withSecrets = options.keepLobbySecrets ? mergeSecrets(previous, next) : next;
  const keepList = options.keepWaitlist && next.waitlist.length === 0 && next.waitlistCount > 0;
  return keepList ? { ...withSecrets, waitlist: previous.waitlist } : withSecrets;
}

/**
 * Writes a scrim into its detail cache and into every cached hub list that holds it. What it
 * writes (a push, a mutation's answer) is newer than any read still out: those read again.
 */
export function setScrimInCache(
  queryClient: QueryClient,
  scrim: ScrimDto,
  options: SetScrimOptions = {},
) {
  notePushed(queryClient, scrimKeys.detail(scrim._id));
  notePushed(queryClient, scrimKeys.lists());
  queryClient.setQueryData<ScrimDto>(scrimKeys.detail(scrim._id), (previous) =>
    merge(previous, scrim, options),
  );
  queryClient.setQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() }, (list) =>
    list?.map((entry) => (entry._id === scrim._id ? merge(entry, scrim, options) : entry)),
  );
}

/** Takes a scrim out of every cached hub list (deleted, or no longer visible). */
export function removeScrimFromLists(queryClient: QueryClient, scrimId: string) {
  notePushed(queryClient, scrimKeys.lists());
  queryClient.setQueriesData<ScrimDto[]>({ queryKey: scrimKeys.lists() }, (list) =>
    list?.filter((entry) => entry._id !== scrimId),
  );
}

/**
 * The current scrim a 409 carries (`{error, code, scrim}`), if any. The schema that checks it is
 * loaded only then: zod stays off the hub's and the lobby's first load.
 */
export async function conflictScrimOf(error: unknown): Promise<ScrimDto | undefined> {
  if (!(error instanceof ApiError) || error.status !== 409) {
    return undefined;
  }
  const body = error.body;
  if (typeof body !== "object" || body === null || !("scrim" in body)) {
    return undefined;
  }
  const { scrimConflictDtoSchema } = await import("@scrims/shared/scrims/scrims.schema");
  const parsed = scrimConflictDtoSchema.safeParse(body);
  return parsed.success ? parsed.data.scrim : undefined;
}
