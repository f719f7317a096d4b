import { GAME_WINDOW_MESSAGE, isInGameWindow } from "@scrims/shared/common/dates";
import {
  PLAYERS_PER_SCRIM,
  scrimMessages,
  type Role,
  type TeamName,
} from "@scrims/shared/scrims/scrims.constants";
import type { AverageRankDto, TeamAverageRanks } from "@scrims/shared/scrims/scrims.schema";
import { averageRank, effectiveRank, rankValue } from "@scrims/shared/users/rank-value";
import { AppError } from "@/lib/errors";

/** Lobby passwords avoid look-alike characters (0/O, 1/l/I) so they can be typed from a screen. */
const PASSWORD_ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LOBBY_PASSWORD_LENGTH = 8;

/** A random, readable lobby password; `randomIndex(n)` returns an integer in [0, n). */
export function generateLobbyPassword(randomIndex: (n: number) => number): string {
  let password = "";
  for (let i = 0; i < LOBBY_PASSWORD_LENGTH; i += 1) {
    password += PASSWORD_ALPHABET[randomIndex(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/** Title defaults to "{creator}'s Scrim"; the lobby name defaults to the title. */
export function titleAndLobbyName(
  input: { title?: string; lobbyName?: string },
  creatorName: string,
): { title: string; lobbyName: string } {
  const title = input.title?.trim() || scrimMessages.defaultTitle(creatorName);
  return { title, lobbyName: input.lobbyName?.trim() || title };
}

/** Both teams hold five. */
export function teamsAreFull(seatCount: number): boolean {
  return seatCount >= PLAYERS_PER_SCRIM;
}

/**
 * A chosen lobby host must be the scrim's creator or one of its players (null means random).
 *
 * @throws AppError BAD_REQUEST
 */
export function assertLobbyHostChoice(
  hostId: string | null,
  scrim: { createdById: string; playerIds: string[] },
): void {
  if (hostId !== null && hostId !== scrim.createdById && !scrim.playerIds.includes(hostId)) {
    throw new AppError("INVALID_LOBBY_HOST", scrimMessages.invalidLobbyHost);
  }
}

/**
 * A game starts between a year back and two years ahead; an edit may keep a start that has
 * since left that window.
 *
 * @throws AppError DATE_OUT_OF_RANGE
 */
export function assertGameStartInWindow(start: Date, now: Date, current?: Date): void {
  if (current?.getTime() === start.getTime()) {
    return;
  }
  if (!isInGameWindow(start, now)) {
    throw new AppError("DATE_OUT_OF_RANGE", GAME_WINDOW_MESSAGE);
  }
}

/**
 * Whether the start job has its start to run at `now`: the start time has come and was not run
 * yet (`startedFor` names the start time last run; an edit to a new start time runs it afresh).
 */
export function startIsDue(
  scrim: { gameStartTime: Date; startedFor: Date | null },
  now: Date,
): boolean {
  return (
    now.getTime() >= scrim.gameStartTime.getTime() &&
    scrim.startedFor?.getTime() !== scrim.gameStartTime.getTime()
  );
}

/**
 * The cast cannot shrink below the casters already in it.
 *
 * @throws AppError CONFLICT
 */
export function assertCastersFit(casterCount: number, maxCasters: number): void {
  if (casterCount > maxCasters) {
    throw new AppError("TOO_MANY_CASTERS", scrimMessages.tooManyCasters(casterCount));
  }
}

export type LobbyHostState = {
  createdById: string;
  lobbyHostId: string | null;
  lobbyHostRandom: boolean;
  previousLobbyHostId: string | null;
};
export type LobbyHostPatch = Pick<
  LobbyHostState,
  "lobbyHostId" | "lobbyHostRandom" | "previousLobbyHostId"
>;

/**
 * The lobby host after the seats changed. A host who is no longer seated (and is not the
 * creator) steps down and the scrim goes back to a random host; a random host is drawn with
 * `pick` once both teams hold five. Null when nothing changes.
 */
export function lobbyHostAfterSeatChange(
  host: LobbyHostState,
  playerIds: string[],
  pick: (ids: string[]) => string,
): LobbyHostPatch | null {
  let { lobbyHostId, lobbyHostRandom, previousLobbyHostId } = host;
  if (lobbyHostId && lobbyHostId !== host.createdById && !playerIds.includes(lobbyHostId)) {
    previousLobbyHostId = lobbyHostId;
    lobbyHostId = null;
    lobbyHostRandom = true;
  }
  if (lobbyHostRandom && !lobbyHostId && teamsAreFull(playerIds.length)) {
    lobbyHostId = pick(playerIds);
  }
  const changed =
    lobbyHostId !== host.lobbyHostId ||
    lobbyHostRandom !== host.lobbyHostRandom ||
    previousLobbyHostId !== host.previousLobbyHostId;
  return changed ? { lobbyHostId, lobbyHostRandom, previousLobbyHostId } : null;
}

/**
 * The lobby host after an admin's edit: a chosen host is kept as chosen; "random" keeps a host
 * already drawn at random, else clears the host and draws when the teams are full.
 */
export function lobbyHostAfterEdit(
  host: LobbyHostState,
  requested: string | null,
  playerIds: string[],
  pick: (ids: string[]) => string,
): LobbyHostPatch {
  if (requested !== null) {
    return {
      lobbyHostId: requested,
      lobbyHostRandom: false,
      previousLobbyHostId:
        requested === host.lobbyHostId ? host.previousLobbyHostId : host.lobbyHostId,
    };
  }
  const keepDrawn = host.lobbyHostRandom && host.lobbyHostId !== null;
  const base: LobbyHostState = keepDrawn
    ? host
    : {
        ...host,
        lobbyHostId: null,
        lobbyHostRandom: true,
        previousLobbyHostId: host.lobbyHostId ?? host.previousLobbyHostId,
      };
  const next = lobbyHostAfterSeatChange(base, playerIds, pick) ?? base;
  return {
    lobbyHostId: next.lobbyHostId,
    lobbyHostRandom: next.lobbyHostRandom,
    previousLobbyHostId: next.previousLobbyHostId,
  };
}

/** Names of the constraints of db/schema/scrims.ts a client's request can run into. */
const SCRIM_UNIQUE_CONSTRAINTS = {
  seat: "scrim_players_seat_pk",
  playerOnce: "scrim_players_scrim_user_key",
  casterOnce: "scrim_casters_pk",
  waitingOnce: "scrim_waitlist_pk",
} as const;

/**
 * The 409 for a unique violation on seats or casters (the backstop behind the row lock);
 * undefined for a constraint no request should reach (then the original error is a bug).
 */
export function scrimConflictFromConstraint(constraint: string): AppError | undefined {
  switch (constraint) {
    case SCRIM_UNIQUE_CONSTRAINTS.seat:
      return new AppError("SEAT_TAKEN", "That seat is already taken");
    case SCRIM_UNIQUE_CONSTRAINTS.playerOnce:
      return new AppError("ALREADY_SEATED", scrimMessages.alreadyPlayer);
    case SCRIM_UNIQUE_CONSTRAINTS.casterOnce:
      return new AppError("ALREADY_CASTER", scrimMessages.alreadyCaster);
    case SCRIM_UNIQUE_CONSTRAINTS.waitingOnce:
      return new AppError("ALREADY_WAITLISTED", scrimMessages.alreadyWaitlisted);
    default:
      return undefined;
  }
}

/** A seat with the rank value of its player (null: unranked, left out of averages). */
export type RatedSeat = { team: TeamName; role: Role; userId: string; value: number | null };

/** The rank value a player plays at (solo-queue rank from Riot when known, else the declared one). */
export function playerRankValue(user: {
  rank: string;
  soloQueueRank: string | null;
}): number | null {
  return rankValue(effectiveRank(user));
}

/** The rank values of a team's seats (every seat without `team`). */
export function valuesOf(seats: readonly RatedSeat[], team?: TeamName): (number | null)[] {
  return seats.filter((seat) => team === undefined || seat.team === team).map((s) => s.value);
}

/** Each team's average rank. */
export function teamAverages(seats: readonly RatedSeat[]): TeamAverageRanks {
  return {
    teamOne: averageRank(valuesOf(seats, "teamOne")),
    teamTwo: averageRank(valuesOf(seats, "teamTwo")),
  };
}

/** Each team's and the lobby's average rank, as the scrim DTO carries them. */
export function averageRanksOf(seats: readonly RatedSeat[]): AverageRankDto {
  return { ...teamAverages(seats), lobby: averageRank(valuesOf(seats)) };
}
