import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto, ScrimPlayerDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { buildUserDto } from "./test-utils";

let nextId = 1;

/** A fresh UUID-shaped id, unique within a test run. */
export function testUuid(): string {
  const n = String(nextId++).padStart(12, "0");
  return `00000000-0000-4000-8000-${n}`;
}

/** A player as the API sends them, with a fresh id and the given name. */
export function buildPlayer(name: string, overrides: Partial<UserDto> = {}): UserDto {
  return buildUserDto({ _id: testUuid(), name, ...overrides });
}

export function buildSeat(user: UserDto, team: TeamName, role: Role): ScrimPlayerDto {
  return { role, team: { name: team }, _user: user };
}

/** A scrim as `GET /api/scrims/{id}` answers it: upcoming, public, empty teams. */
export function buildScrimDto(overrides: Partial<ScrimDto> = {}): ScrimDto {
  const createdBy = overrides.createdBy ?? buildPlayer("Admin", { isAdmin: true });
  return {
    _id: testUuid(),
    title: `${createdBy.name}'s Scrim`,
    createdBy,
    region: "NA",
    gameStartTime: "2030-05-10T18:00:00.000Z",
    isPrivate: false,
    isWithCasters: true,
    maxCastersAllowedCount: 2,
    teamOne: [],
    teamTwo: [],
    casters: [],
    lobbyHost: null,
    teamWon: null,
    useTournamentCode: true,
    postGameImage: null,
    createdAt: "2030-05-01T10:00:00.000Z",
    updatedAt: "2030-05-01T10:00:00.000Z",
    ...overrides,
  };
}
