import { describe, expect, it } from "vitest";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { SeatRef } from "./lobby.repository";
import {
  assertCanCast,
  assertCanLeave,
  assertCanLeaveCast,
  assertCanMove,
  assertCanTakeSeat,
  assertCastOpen,
  assertLobbyOpen,
  assertWinnerCanBeSet,
  casterLimit,
  emptySeats,
  planSwap,
  type LobbyState,
} from "./lobby.rules";

const topOne: SeatRef = { team: "teamOne", role: "Top", userId: "a" };
const midTwo: SeatRef = { team: "teamTwo", role: "Mid", userId: "b" };

function lobby(overrides: Partial<LobbyState> = {}): LobbyState {
  return {
    teamWon: null,
    seats: [topOne, midTwo],
    casterIds: ["c"],
    isWithCasters: true,
    maxCastersAllowedCount: 2,
    ...overrides,
  };
}
const player = (id: string) => ({ id, isAdmin: false });
const admin = { id: "admin", isAdmin: true };

function expectRefusal(fn: () => unknown, code: string, message?: string) {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  expect(caught).toMatchObject({ code, ...(message ? { message } : {}) });
}

describe("assertLobbyOpen", () => {
  it("closes the lobby once a winner is set", () => {
    expect(() => assertLobbyOpen({ teamWon: null })).not.toThrow();
    expectRefusal(
      () => assertLobbyOpen({ teamWon: "teamOne" }),
      "GAME_OVER",
      scrimMessages.gameOver,
    );
  });
});

describe("assertCanTakeSeat", () => {
  it("seats a newcomer in an empty seat", () => {
    expect(() => assertCanTakeSeat(lobby(), "new", { team: "teamOne", role: "Mid" })).not.toThrow();
  });

  it("refuses a taken seat, a seated player, a caster and a finished game with 409", () => {
    expectRefusal(
      () => assertCanTakeSeat(lobby(), "new", { team: "teamOne", role: "Top" }),
      "SEAT_TAKEN",
      "The Top seat of Blue Side is already taken",
    );
    expectRefusal(
      () => assertCanTakeSeat(lobby(), "a", { team: "teamTwo", role: "Top" }),
      "ALREADY_SEATED",
      scrimMessages.alreadyPlayer,
    );
    expectRefusal(
      () => assertCanTakeSeat(lobby(), "c", { team: "teamTwo", role: "Top" }),
      "ALREADY_CASTER",
      scrimMessages.casterCannotJoinTeam,
    );
    expectRefusal(
      () =>
        assertCanTakeSeat(lobby({ teamWon: "teamTwo" }), "new", { team: "teamTwo", role: "Top" }),
      "GAME_OVER",
      scrimMessages.gameOver,
    );
  });
});

describe("assertCanMove", () => {
  it("moves a seated player to an empty seat of either team and returns his seat", () => {
    expect(assertCanMove(lobby(), "a", { team: "teamOne", role: "Jungle" })).toEqual(topOne);
    expect(assertCanMove(lobby(), "a", { team: "teamTwo", role: "Top" })).toEqual(topOne);
  });

  it("refuses a taken seat, the same seat, someone not seated and a finished game", () => {
    expectRefusal(
      () => assertCanMove(lobby(), "a", { team: "teamTwo", role: "Mid" }),
      "SEAT_TAKEN",
    );
    expectRefusal(
      () => assertCanMove(lobby(), "a", { team: "teamOne", role: "Top" }),
      "SAME_SEAT",
      scrimMessages.sameSeat,
    );
    expectRefusal(
      () => assertCanMove(lobby(), "new", { team: "teamOne", role: "Mid" }),
      "NOT_A_PLAYER",
      scrimMessages.notAPlayer,
    );
    expectRefusal(
      () => assertCanMove(lobby({ teamWon: "teamOne" }), "a", { team: "teamOne", role: "Mid" }),
      "GAME_OVER",
    );
  });
});

describe("assertCanLeave", () => {
  it("lets a seated player leave until the winner is set", () => {
    expect(() => assertCanLeave(lobby(), "a")).not.toThrow();
    expectRefusal(
      () => assertCanLeave(lobby(), "nobody"),
      "NOT_A_PLAYER",
      scrimMessages.notAPlayer,
    );
    expectRefusal(() => assertCanLeave(lobby({ teamWon: "teamOne" }), "a"), "GAME_OVER");
  });
});

describe("planSwap", () => {
  const emptySeat = { team: "teamOne" as const, role: "ADC" as const };

  it("exchanges two seated players for an admin", () => {
    expect(planSwap(lobby(), admin, topOne, midTwo)).toEqual({
      kind: "swap",
      a: topOne,
      b: midTwo,
    });
  });

  it("refuses a player swapping two seated players (403), even when one of them is him", () => {
    expectRefusal(() => planSwap(lobby(), player("a"), topOne, midTwo), "FORBIDDEN");
  });

  it("is a move when one seat is empty: for the seated player himself or an admin", () => {
    expect(planSwap(lobby(), player("a"), topOne, emptySeat)).toEqual({
      kind: "move",
      userId: "a",
      to: emptySeat,
    });
    expect(planSwap(lobby(), player("a"), emptySeat, topOne)).toEqual({
      kind: "move",
      userId: "a",
      to: emptySeat,
    });
    expect(planSwap(lobby(), admin, emptySeat, midTwo)).toMatchObject({ userId: "b" });
    expectRefusal(() => planSwap(lobby(), player("b"), topOne, emptySeat), "FORBIDDEN");
  });

  it("refuses two empty seats and a finished game with 409", () => {
    expectRefusal(
      () => planSwap(lobby(), admin, emptySeat, { team: "teamTwo", role: "ADC" }),
      "SEATS_EMPTY",
      scrimMessages.bothSeatsEmpty,
    );
    expectRefusal(
      () => planSwap(lobby({ teamWon: "teamOne" }), admin, topOne, midTwo),
      "GAME_OVER",
    );
  });
});

describe("emptySeats", () => {
  it("lists the free seats Team One Top → Support, then Team Two", () => {
    const empty = emptySeats([topOne, midTwo]);
    expect(empty).toHaveLength(8);
    expect(empty[0]).toEqual({ team: "teamOne", role: "Jungle" });
    expect(empty.at(-1)).toEqual({ team: "teamTwo", role: "Support" });
    expect(empty).not.toContainEqual({ team: "teamTwo", role: "Mid" });
  });
});

describe("casters", () => {
  it("takes no casters without isWithCasters", () => {
    expect(casterLimit({ isWithCasters: false, maxCastersAllowedCount: 2 })).toBe(0);
    expect(casterLimit({ isWithCasters: true, maxCastersAllowedCount: 1 })).toBe(1);
  });

  it("lets a newcomer cast while the cast has room", () => {
    expect(() => assertCanCast(lobby(), "new")).not.toThrow();
  });

  it("refuses a player, a caster twice, a full cast, no cast and a finished game", () => {
    expectRefusal(
      () => assertCanCast(lobby(), "a"),
      "ALREADY_PLAYER",
      scrimMessages.playerCannotCast,
    );
    expectRefusal(() => assertCanCast(lobby(), "c"), "ALREADY_CASTER", scrimMessages.alreadyCaster);
    expectRefusal(
      () => assertCanCast(lobby({ maxCastersAllowedCount: 1 }), "new"),
      "CAST_FULL",
      scrimMessages.castersFull,
    );
    expectRefusal(
      () => assertCanCast(lobby({ isWithCasters: false, casterIds: [] }), "new"),
      "NO_CASTERS",
      scrimMessages.noCasters,
    );
    expectRefusal(() => assertCanCast(lobby({ teamWon: "teamOne" }), "new"), "GAME_OVER");
  });

  it("lets a caster leave until the winner is set", () => {
    expect(() => assertCanLeaveCast(lobby(), "c")).not.toThrow();
    expectRefusal(() => assertCanLeaveCast(lobby(), "a"), "NOT_A_CASTER", scrimMessages.notACaster);
    expectRefusal(() => assertCanLeaveCast(lobby({ teamWon: "teamTwo" }), "c"), "GAME_OVER");
  });
});

describe("assertWinnerCanBeSet", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  const started = { teamWon: null, gameStartTime: new Date(now.getTime() - 1), seatCount: 10 };

  it("allows one result after the start with both teams full", () => {
    expect(() => assertWinnerCanBeSet(started, now)).not.toThrow();
    expect(() => assertWinnerCanBeSet({ ...started, gameStartTime: now }, now)).not.toThrow();
  });

  it("refuses before the start, a second result and teams not full with 409", () => {
    expectRefusal(
      () => assertWinnerCanBeSet({ ...started, gameStartTime: new Date(now.getTime() + 1) }, now),
      "NOT_STARTED",
      scrimMessages.gameNotStarted,
    );
    expectRefusal(
      () => assertWinnerCanBeSet({ ...started, teamWon: "teamOne" }, now),
      "WINNER_ALREADY_SET",
      scrimMessages.winnerAlreadySet,
    );
    expectRefusal(
      () => assertWinnerCanBeSet({ ...started, seatCount: 9 }, now),
      "TEAMS_NOT_FULL",
      scrimMessages.teamsNotFull,
    );
  });
});

describe("assertCastOpen", () => {
  const now = new Date("2030-05-10T18:00:00.000Z");
  const startedHoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("is open before the start and during the first three hours without a winner", () => {
    expect(() =>
      assertCastOpen({ teamWon: null, gameStartTime: startedHoursAgo(-1) }, now),
    ).not.toThrow();
    expect(() =>
      assertCastOpen({ teamWon: null, gameStartTime: startedHoursAgo(2.9) }, now),
    ).not.toThrow();
  });

  it("closes three hours after the start, and once a winner is set", () => {
    expectRefusal(
      () => assertCastOpen({ teamWon: null, gameStartTime: startedHoursAgo(3) }, now),
      "GAME_OVER",
      scrimMessages.castClosed,
    );
    expectRefusal(
      () => assertCastOpen({ teamWon: "teamOne", gameStartTime: startedHoursAgo(1) }, now),
      "GAME_OVER",
      scrimMessages.gameOver,
    );
  });
});
