import {
  ROLES,
  TEAM_LABELS,
  TEAMS,
  type Role,
  type TeamName,
  scrimMessages,
} from "@scrims/shared/scrims/scrims.constants";
import { scrimTimeState } from "@scrims/shared/scrims/scrims.rules";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/actor";
import { teamsAreFull } from "../scrims.rules";
import type { SeatRef } from "./lobby.repository";

export type SeatKey = { team: TeamName; role: Role };

/** What the lobby rules read, taken under the scrim's row lock. */
export type LobbyState = {
  teamWon: string | null;
  seats: SeatRef[];
  casterIds: string[];
  isWithCasters: boolean;
  maxCastersAllowedCount: number;
};

export function seatOf(seats: SeatRef[], userId: string): SeatRef | undefined {
  return seats.find((seat) => seat.userId === userId);
}

function occupantOf(seats: SeatRef[], key: SeatKey): SeatRef | undefined {
  return seats.find((seat) => seat.team === key.team && seat.role === key.role);
}

function seatTaken(key: SeatKey): AppError {
  return new AppError("SEAT_TAKEN", scrimMessages.seatTaken(TEAM_LABELS[key.team], key.role));
}

/**
 * Seats, casters and the lobby close once a winner is set (until an admin clears it on edit).
 *
 * @throws AppError CONFLICT
 */
export function assertLobbyOpen(state: Pick<LobbyState, "teamWon">): void {
  if (state.teamWon) {
    throw new AppError("GAME_OVER", scrimMessages.gameOver);
  }
}

/**
 * A user takes an empty seat: not a caster, not seated already (a move has its own route).
 *
 * @throws AppError CONFLICT
 */
export function assertCanTakeSeat(state: LobbyState, userId: string, key: SeatKey): void {
  assertLobbyOpen(state);
  if (state.casterIds.includes(userId)) {
    throw new AppError("ALREADY_CASTER", scrimMessages.casterCannotJoinTeam);
  }
  if (seatOf(state.seats, userId)) {
    throw new AppError("ALREADY_SEATED", scrimMessages.alreadyPlayer);
  }
  if (occupantOf(state.seats, key)) {
    throw seatTaken(key);
  }
}

/**
 * A seated player moves to an empty seat (other role, other team, or both); returns his seat.
 *
 * @throws AppError CONFLICT
 */
export function assertCanMove(state: LobbyState, userId: string, key: SeatKey): SeatRef {
  assertLobbyOpen(state);
  const current = seatOf(state.seats, userId);
  if (!current) {
    throw new AppError("NOT_A_PLAYER", scrimMessages.notAPlayer);
  }
  if (current.team === key.team && current.role === key.role) {
    throw new AppError("SAME_SEAT", scrimMessages.sameSeat);
  }
  if (occupantOf(state.seats, key)) {
    throw seatTaken(key);
  }
  return current;
}

/** @throws AppError CONFLICT when the game is over or the user holds no seat */
export function assertCanLeave(state: LobbyState, userId: string): void {
  assertLobbyOpen(state);
  if (!seatOf(state.seats, userId)) {
    throw new AppError("NOT_A_PLAYER", scrimMessages.notAPlayer);
  }
}

export type SwapPlan =
  { kind: "move"; userId: string; to: SeatKey } | { kind: "swap"; a: SeatRef; b: SeatRef };

/**
 * `swap-players {from, to}`: with both seats taken the two players exchange seats (admins only);
 * with one seat empty it is a move of the seated player (that player himself, or an admin).
 *
 * @throws AppError CONFLICT (game over, both seats empty) | FORBIDDEN
 */
export function planSwap(state: LobbyState, actor: Actor, from: SeatKey, to: SeatKey): SwapPlan {
  assertLobbyOpen(state);
  const a = occupantOf(state.seats, from);
  const b = occupantOf(state.seats, to);
  if (a && b) {
    if (!actor.isAdmin) {
      throw new AppError("FORBIDDEN", scrimMessages.onlyAdminSwap);
    }
    return { kind: "swap", a, b };
  }
  const mover = a ?? b;
  if (!mover) {
    throw new AppError("SEATS_EMPTY", scrimMessages.bothSeatsEmpty);
  }
  if (!actor.isAdmin && actor.id !== mover.userId) {
    throw new AppError("FORBIDDEN", scrimMessages.onlySelfMove);
  }
  return { kind: "move", userId: mover.userId, to: a ? to : from };
}

/** The empty seats, Team One Top → Support, then Team Two. */
export function emptySeats(seats: SeatRef[]): SeatKey[] {
  return TEAMS.flatMap((team) =>
    ROLES.filter((role) => !occupantOf(seats, { team, role })).map((role) => ({ team, role })),
  );
}

/** How many casters the scrim takes: 0 without casters. */
export function casterLimit(state: Pick<LobbyState, "isWithCasters" | "maxCastersAllowedCount">) {
  return state.isWithCasters ? state.maxCastersAllowedCount : 0;
}

/**
 * Casting (joining or leaving the cast) closes once the game is over: a winner is set, or the
 * game started three hours ago or more (it is then listed under Previous).
 *
 * @throws AppError GAME_OVER
 */
export function assertCastOpen(
  state: Pick<LobbyState, "teamWon"> & { gameStartTime: Date },
  now: Date,
): void {
  assertLobbyOpen(state);
  if (scrimTimeState(state, now) === "previous") {
    throw new AppError("GAME_OVER", scrimMessages.castClosed);
  }
}

/**
 * A user joins the cast: not a player, not a caster yet, and only while the cast has room.
 * (The caller checks assertCastOpen first.)
 *
 * @throws AppError ALREADY_PLAYER | ALREADY_CASTER | CAST_FULL | NO_CASTERS | GAME_OVER
 */
export function assertCanCast(state: LobbyState, userId: string): void {
  assertLobbyOpen(state);
  if (seatOf(state.seats, userId)) {
    throw new AppError("ALREADY_PLAYER", scrimMessages.playerCannotCast);
  }
  if (state.casterIds.includes(userId)) {
    throw new AppError("ALREADY_CASTER", scrimMessages.alreadyCaster);
  }
  const limit = casterLimit(state);
  if (limit === 0) {
    throw new AppError("NO_CASTERS", scrimMessages.noCasters);
  }
  if (state.casterIds.length >= limit) {
    throw new AppError("CAST_FULL", scrimMessages.castersFull);
  }
}

/** @throws AppError CONFLICT when the game is over or the user is not casting */
export function assertCanLeaveCast(state: LobbyState, userId: string): void {
  assertLobbyOpen(state);
  if (!state.casterIds.includes(userId)) {
    throw new AppError("NOT_A_CASTER", scrimMessages.notACaster);
  }
}

/**
 * The winner is set once, after the start time, with both teams full (who may set it is the
 * policy's assertCanSetWinner).
 *
 * @throws AppError CONFLICT
 */
export function assertWinnerCanBeSet(
  state: { teamWon: string | null; gameStartTime: Date; seatCount: number },
  now: Date,
): void {
  if (state.teamWon) {
    throw new AppError("WINNER_ALREADY_SET", scrimMessages.winnerAlreadySet);
  }
  if (now.getTime() < state.gameStartTime.getTime()) {
    throw new AppError("NOT_STARTED", scrimMessages.gameNotStarted);
  }
  if (!teamsAreFull(state.seatCount)) {
    throw new AppError("TEAMS_NOT_FULL", scrimMessages.teamsNotFull);
  }
}
