import { describe, expect, it } from "vitest";
import { codeNeed, isoWeek, nextPollDelay, winnerOfGame } from "./tournament.rules";

describe("isoWeek", () => {
  it("names ISO weeks in UTC, the year of their Thursday", () => {
    expect(isoWeek(new Date("2026-11-24T03:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
    // Sunday late in Kathmandu is still Sunday in UTC's week.
    expect(isoWeek(new Date("2026-11-29T23:59:59Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
  });
});

describe("codeNeed", () => {
  const now = new Date("2026-11-24T20:00:00Z");
  const started = {
    useTournamentCode: true,
    gameStartTime: new Date("2026-11-24T19:59:00Z"),
    teamWon: null,
    tournamentCode: null,
    tournamentStatus: null,
    tournamentRequestedAt: null,
  };
  it("asks for a code only for a started full game without one", () => {
    expect(codeNeed(started, 10, true, now)).toBe("request");
    expect(codeNeed(started, 9, true, now)).toBe("none");
    expect(
      codeNeed({ ...started, gameStartTime: new Date("2026-11-24T21:00:00Z") }, 10, true, now),
    ).toBe("none");
    expect(codeNeed({ ...started, tournamentCode: "X" }, 10, true, now)).toBe("none");
    expect(codeNeed({ ...started, tournamentStatus: "error" }, 10, true, now)).toBe("none");
    expect(codeNeed({ ...started, teamWon: "teamOne" }, 10, true, now)).toBe("none");
  });
  it("skips without the option or a key", () => {
    expect(codeNeed({ ...started, useTournamentCode: false }, 10, true, now)).toBe("skip-disabled");
    expect(codeNeed(started, 10, false, now)).toBe("skip-no-key");
  });
  it("takes over a claim only once it expired", () => {
    const claimed = { ...started, tournamentStatus: "generating" };
    const fresh = { ...claimed, tournamentRequestedAt: new Date("2026-11-24T19:59:30Z") };
    const stale = { ...claimed, tournamentRequestedAt: new Date("2026-11-24T19:50:00Z") };
    expect(codeNeed(fresh, 10, true, now)).toBe("none");
    expect(codeNeed(stale, 10, true, now)).toBe("request");
  });
});

describe("winnerOfGame", () => {
  const seats = [
    { team: "teamOne" as const, puuid: "a1" },
    { team: "teamOne" as const, puuid: "a2" },
    { team: "teamTwo" as const, puuid: "b1" },
    { team: "teamTwo" as const, puuid: "b2" },
    { team: "teamTwo" as const, puuid: null },
  ];
  const scrim = { id: "scrim-1", code: "CODE" };
  const game = (winners: string[], losers: string[], extra = {}) => ({
    shortCode: "CODE",
    metaData: "scrim-1",
    winningTeam: winners.map((puuid) => ({ puuid })),
    losingTeam: losers.map((puuid) => ({ puuid })),
    ...extra,
  });
  it("maps the winning PUUIDs to their team", () => {
    expect(winnerOfGame(game(["b1", "b2", "x"], ["a1", "a2"]), scrim, seats)).toBe("teamTwo");
    expect(winnerOfGame(game(["a1"], []), scrim, seats)).toBe("teamOne");
  });
  it("says nothing when the game disagrees or names no one we know", () => {
    expect(winnerOfGame(game(["a1", "b1"], []), scrim, seats)).toBeNull();
    expect(winnerOfGame(game(["a1"], ["a2"]), scrim, seats)).toBeNull();
    expect(winnerOfGame(game(["x", "y"], []), scrim, seats)).toBeNull();
    expect(winnerOfGame(game(["a1"], [], { shortCode: "OTHER" }), scrim, seats)).toBeNull();
    expect(winnerOfGame(game(["a1"], [], { metaData: "scrim-2" }), scrim, seats)).toBeNull();
  });
});

describe("nextPollDelay", () => {
  it("doubles from two minutes up to thirty", () => {
    expect([0, 1, 2, 3, 4, 10].map(nextPollDelay)).toEqual(
      [2, 4, 8, 16, 30, 30].map((m) => m * 60_000),
    );
  });
});
