import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import { expect } from "vitest";
import type { App } from "@/app";
import { injectAs } from "./app";
import type { TestScrim } from "./factories/scrims";
import type { TestUser } from "./factories/users";
import { del, get, patch, post, put } from "./requests";
import { HOUR } from "./time";

/**
 * A complete body for PUT /api/scrims/:id (an hour from now, in NA, public, no host); any field
 * can be overridden. `gameStartTime` may be a Date.
 */
export function scrimEditPayload(
  overrides: Record<string, unknown> & { gameStartTime?: string | Date } = {},
) {
  const { gameStartTime = new Date(Date.now() + HOUR), ...rest } = overrides;
  return {
    title: "Edited",
    region: "NA",
    lobbyHost: null,
    isPrivate: false,
    isWithCasters: true,
    maxCastersAllowedCount: 2,
    lobbyName: "Edited lobby",
    lobbyPassword: "secret99",
    useTournamentCode: false,
    teamWon: null,
    ...rest,
    gameStartTime: typeof gameStartTime === "string" ? gameStartTime : gameStartTime.toISOString(),
  };
}

/** The edit body that keeps a stored scrim as it is, but for `overrides`. */
export function scrimEditOf(scrim: TestScrim, overrides: Record<string, unknown> = {}) {
  return scrimEditPayload({
    title: scrim.title,
    gameStartTime: scrim.gameStartTime,
    region: scrim.region,
    isPrivate: scrim.isPrivate,
    lobbyName: scrim.lobbyName,
    lobbyPassword: scrim.lobbyPassword,
    ...overrides,
  });
}

/** Request builders for the scrim routes (for `app.inject` / `injectAs`). */
export const scrimRequests = {
  /** The hub list of a region for [start, end). */
  list: (region: string, range: { start: Date; end: Date }) =>
    get(
      `/api/scrims?region=${region}&startDate=${range.start.toISOString()}&endDate=${range.end.toISOString()}`,
    ),
  create: (payload: object) => post("/api/scrims", payload),
  read: (scrimId: string) => get(`/api/scrims/${scrimId}`),
  edit: (scrimId: string, payload: object) => put(`/api/scrims/${scrimId}`, payload),
  remove: (scrimId: string) => del(`/api/scrims/${scrimId}`),
  regenerateTournamentCode: (scrimId: string) =>
    post(`/api/scrims/${scrimId}/regenerate-tournament-code`),
};

/** Request builders for the lobby routes (for `app.inject` / `injectAs`). */

export const lobbyRequests = {
  insertPlayer: (scrimId: string, userId: string, team: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/insert-player/${userId}`, {
      playerData: { role, team: { name: team } },
    }),
  movePlayer: (scrimId: string, userId: string, team: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/move-player/${userId}`, {
      playerData: { role, team: { name: team } },
    }),
  removePlayer: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/remove-player/${userId}`),
  swapPlayers: (
    scrimId: string,
    from: { team: TeamName; role: Role },
    to: { team: TeamName; role: Role },
  ) => patch(`/api/scrims/${scrimId}/swap-players`, { from, to }),
  insertCaster: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/insert-caster/${userId}`),
  removeCaster: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/remove-caster/${userId}`),
  adminAssign: (scrimId: string, userId: string, teamName: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/admin-assign-player`, { userId, teamName, role }),
  fillRandom: (scrimId: string, body?: { balanced?: boolean }) =>
    patch(`/api/scrims/${scrimId}/admin-fill-random`, body),
  balance: (scrimId: string) => get(`/api/scrims/${scrimId}/balance`),
  balanceTeams: (scrimId: string) => patch(`/api/scrims/${scrimId}/balance-teams`),
  setWinner: (scrimId: string, winnerTeamName: string) =>
    patch(`/api/scrims/${scrimId}/set-winner`, { winnerTeamName }),
};

/** Request builders for the waitlist routes (the signed-in player's own place). */
export const waitlistRequests = {
  join: (scrimId: string, roles: unknown) =>
    patch(`/api/scrims/${scrimId}/join-waitlist`, { roles }),
  leave: (scrimId: string) => patch(`/api/scrims/${scrimId}/leave-waitlist`),
};

/** `who` takes a seat himself through the API (insert-player with his own id). */
export function takeSeat(app: App, who: TestUser, scrimId: string, team: TeamName, role: Role) {
  return injectAs(app, who, lobbyRequests.insertPlayer(scrimId, who.id, team, role));
}

/** `who` joins the cast himself through the API (insert-caster with his own id). */
export function joinCast(app: App, who: TestUser, scrimId: string) {
  return injectAs(app, who, lobbyRequests.insertCaster(scrimId, who.id));
}

type PlayerEntry = { role: string; team: { name: string }; _user: { _id: string } };

/** Where a user sits in a scrim DTO, as "teamOne/Top", or undefined. */
export function seatOfUser(
  scrim: { teamOne: PlayerEntry[]; teamTwo: PlayerEntry[] },
  userId: string,
): string | undefined {
  const entry = [...scrim.teamOne, ...scrim.teamTwo].find((p) => p._user._id === userId);
  return entry ? `${entry.team.name}/${entry.role}` : undefined;
}

/** Request builders for check-in and the no-show tools (for `app.inject` / `injectAs`). */
export const checkInRequests = {
  checkIn: (scrimId: string) => patch(`/api/scrims/${scrimId}/check-in`),
  adminCheckIn: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/admin-check-in/${userId}`),
  clearNoShowBlock: (userId: string) => post(`/api/users/${userId}/clear-no-show-block`),
};

/** The seat entry of a user in a scrim DTO (with its `checkedIn`), or undefined. */
export function seatEntryOf<T extends PlayerEntry>(
  scrim: { teamOne: T[]; teamTwo: T[] },
  userId: string,
): T | undefined {
  return [...scrim.teamOne, ...scrim.teamTwo].find((p) => p._user._id === userId);
}

/**
 * A scrim created through the API by `admin` (so its jobs are scheduled as in production), with
 * this start; in NA, public and with the default check-in window unless given; answers the
 * created scrim.
 */
export async function createScrimThroughApi(
  app: App,
  admin: TestUser,
  scrim: {
    title: string;
    start: Date;
    region?: string;
    isPrivate?: boolean;
    checkInMinutes?: number;
  },
) {
  const res = await injectAs(
    app,
    admin,
    scrimRequests.create({
      gameStartTime: scrim.start.toISOString(),
      region: scrim.region ?? "NA",
      title: scrim.title,
      isPrivate: scrim.isPrivate,
      checkInMinutes: scrim.checkInMinutes,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _id: string; title: string; gameStartTime: string }>();
}
