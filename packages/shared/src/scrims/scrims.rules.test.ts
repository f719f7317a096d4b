import { describe, expect, it } from "vitest";
import { playerStats, scrimTimeState } from "./scrims.rules";

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
