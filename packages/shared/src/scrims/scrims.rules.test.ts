import { describe, expect, it } from "vitest";
import { canSeeLobbyDetails, playerStats, scrimTimeState } from "./scrims.rules";

const HOUR = 60 * 60 * 1000;

describe("scrimTimeState", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it("is upcoming before the start", () => {
    expect(scrimTimeState({ gameStartTime: at(60_000), teamWon: null }, now)).toBe("upcoming");
  });

  it("is current from the start for three hours", () => {
    expect(scrimTimeState({ gameStartTime: at(0), teamWon: null }, now)).toBe("current");
    expect(scrimTimeState({ gameStartTime: at(-3 * HOUR + 1), teamWon: null }, now)).toBe(
      "current",
    );
  });

  it("is previous after three hours or once a winner is set", () => {
    expect(scrimTimeState({ gameStartTime: at(-3 * HOUR), teamWon: null }, now)).toBe("previous");
    expect(scrimTimeState({ gameStartTime: at(-HOUR), teamWon: "teamOne" }, now)).toBe("previous");
  });
});

describe("playerStats", () => {
  it("starts at level 1 with nothing played", () => {
    expect(playerStats({ wins: 0, losses: 0, casts: 0, gamesPlayed: 0 })).toMatchObject({
      userExp: 0,
      userLevel: 1,
      expProgress: 0,
      expNeeded: 10,
      userWinrate: 0,
    });
  });

  it("gives 3 a win, 0.5 a loss and 1 a cast, levelling every 10 EXP", () => {
    const stats = playerStats({ wins: 3, losses: 1, casts: 2, gamesPlayed: 4 });
    expect(stats.userExp).toBe(11.5);
    expect(stats.userLevel).toBe(2);
    expect(stats.expProgress).toBe(1.5);
    expect(stats.expProgressPercent).toBe(15);
    expect(stats.userWinrate).toBe(75);
    expect(stats.userGamesCastedCount).toBe(2);
  });

  it("counts exactly 10 EXP as still level 1, and 10.5 as level 2", () => {
    expect(playerStats({ wins: 0, losses: 0, casts: 10, gamesPlayed: 0 }).userLevel).toBe(1);
    expect(playerStats({ wins: 0, losses: 1, casts: 10, gamesPlayed: 1 }).userLevel).toBe(2);
  });

  it("floors the win rate", () => {
    expect(playerStats({ wins: 2, losses: 1, casts: 0, gamesPlayed: 3 }).userWinrate).toBe(66);
  });
});

describe("canSeeLobbyDetails", () => {
  const now = new Date("2026-11-22T18:00:00Z");
  const ten = Array.from({ length: 10 }, (_, i) => `p${i}`);
  const started = {
    gameStartTime: new Date(now.getTime() - 60_000).toISOString(),
    lobbyHostId: "host",
    playerIds: ten,
    casterIds: ["c1"],
  };
  const player = (id: string) => ({ id, isAdmin: false });
  const admin = { id: "a1", isAdmin: true };

  it("shows them to players, casters and the lobby host once started with both teams full", () => {
    for (const id of ["p0", "p9", "c1", "host"]) {
      expect(canSeeLobbyDetails(started, player(id), now)).toBe(true);
    }
    expect(canSeeLobbyDetails({ ...started, gameStartTime: now }, player("host"), now)).toBe(true);
  });

  it("hides them from strangers and from nobody", () => {
    expect(canSeeLobbyDetails(started, player("stranger"), now)).toBe(false);
    expect(canSeeLobbyDetails(started, null, now)).toBe(false);
  });

  it("hides them from members before the start or with a seat empty", () => {
    const future = { ...started, gameStartTime: new Date(now.getTime() + 60_000) };
    const nine = { ...started, playerIds: ten.slice(0, 9) };
    for (const id of ["p0", "c1", "host"]) {
      expect(canSeeLobbyDetails(future, player(id), now)).toBe(false);
      expect(canSeeLobbyDetails(nine, player(id), now)).toBe(false);
    }
  });

  it("shows them to admins at any time", () => {
    const future = { ...started, gameStartTime: new Date(now.getTime() + 60_000), playerIds: [] };
    expect(canSeeLobbyDetails(future, admin, now)).toBe(true);
  });
});
