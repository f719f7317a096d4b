import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { buildUserDto } from "./test-utils";

/** A valid v4 UUID numbered `n`, so ids are readable in failures. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Player `n` of a test scrim: name `Player{n}`, tagline `T{n}`. */
export function buildPlayerUser(n: number, overrides: Partial<UserDto> = {}): UserDto {
  return buildUserDto({
    _id: testId(1000 + n),
    name: `Player${n}`,
    summonerTagline: `T${n}`,
    region: "EUW",
    rank: "Silver 3",
    discord: `player${n}`,
    ...overrides,
  });
}

let nextPlayerId = 2000;

/** A player called `name` with a fresh id, unique within a test file. */
export function buildPlayer(name: string, overrides: Partial<UserDto> = {}): UserDto {
  return buildUserDto({ _id: testId(nextPlayerId++), name, ...overrides });
}

export function seat(team: TeamName, role: Role, user: UserDto): ScrimPlayerDto {
  return { role, team: { name: team }, _user: user, checkedIn: false };
}

/** `count` players on a team, Top first, numbered from `from`. */
export function buildTeam(team: TeamName, count: number, from: number): ScrimPlayerDto[] {
  return ROLES.slice(0, count).map((role, index) =>
    seat(team, role, buildPlayerUser(from + index)),
  );
}

/**
 * The teams of a lobby where `user` holds Top of Team One beside players 2 to `teamOne`, and Team
 * Two has `teamTwo` players from 10 (both full by default).
 */
export function teamsWithTop(user: UserDto, { teamOne = 5, teamTwo = 5 } = {}) {
  return {
    teamOne: [seat("teamOne", "Top", user), ...buildTeam("teamOne", teamOne, 1).slice(1)],
    teamTwo: buildTeam("teamTwo", teamTwo, 10),
  };
}

/**
 * One scrim of each kind in `player`'s record, on four days of January 2030: won (Mid, lobby
 * host), lost to `opponent` (Top, private), casted, and open (ADC, no result yet).
 */
export function buildRecordScrims(player: UserDto, opponent: UserDto) {
  return {
    won: buildScrimDto({
      _id: testId(101),
      title: "Monday Won",
      gameStartTime: "2030-01-03T10:00:00.000Z",
      teamOne: [seat("teamOne", "Mid", player)],
      teamWon: "teamOne",
      lobbyHost: player,
    }),
    lost: buildScrimDto({
      _id: testId(102),
      title: "Saturday Lost",
      gameStartTime: "2030-01-01T10:00:00.000Z",
      teamTwo: [seat("teamTwo", "Top", player)],
      teamOne: [seat("teamOne", "Top", opponent)],
      teamWon: "teamOne",
      isPrivate: true,
    }),
    casted: buildScrimDto({
      _id: testId(103),
      title: "Sunday Cast",
      gameStartTime: "2030-01-02T10:00:00.000Z",
      casters: [player],
      teamWon: "teamTwo",
    }),
    open: buildScrimDto({
      _id: testId(104),
      title: "Tuesday Open",
      gameStartTime: "2030-01-04T10:00:00.000Z",
      teamOne: [seat("teamOne", "ADC", player)],
    }),
  };
}

/** A public EUW scrim starting in an hour with empty teams, unless overridden. */
export function buildScrimDto(overrides: Partial<ScrimDto> = {}): ScrimDto {
  const creator = buildUserDto({ _id: testId(900), name: "Admin", isAdmin: true });
  return {
    _id: testId(1),
    title: "Friday Customs",
    createdBy: creator,
    region: "EUW",
    gameStartTime: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    isPrivate: false,
    isWithCasters: true,
    maxCastersAllowedCount: 2,
    teamOne: [],
    teamTwo: [],
    casters: [],
    lobbyHost: null,
    teamWon: null,
    useTournamentCode: false,
    riotTournament: null,
    tournamentStatus: null,
    checkInMinutes: 0,
    checkInOpensAt: null,
    status: "upcoming",
    resultSource: null,
    postGameImage: null,
    averageRank: { teamOne: null, teamTwo: null, lobby: null },
    waitlistCount: 0,
    waitlist: [],
    createdAt: "2025-01-01T10:00:00.000Z",
    updatedAt: "2025-01-01T10:00:00.000Z",
    version: 1,
    ...overrides,
  };
}

/** Minutes from now, as an ISO string. */
export const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60 * 1000).toISOString();
