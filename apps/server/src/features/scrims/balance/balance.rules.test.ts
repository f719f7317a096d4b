import { describe, expect, it } from "vitest";
import { ROLES, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import { teamAverages, type RatedSeat } from "../scrims.rules";
import { pickBalancedFill, planBalance } from "./balance.rules";

/** Ten seats from each team's values, Top → Support. */
function teams(one: (number | null)[], two: (number | null)[]): RatedSeat[] {
  const side = (team: TeamName, values: (number | null)[]) =>
    values.map((value, i) => ({ team, role: ROLES[i]!, userId: `${team}-${ROLES[i]}`, value }));
  return [...side("teamOne", one), ...side("teamTwo", two)];
}

const teamOf = (seats: RatedSeat[], userId: string) =>
  seats.find((seat) => seat.userId === userId)?.team;

describe("planBalance", () => {
  it("splits five Diamond 1 against five Iron 4 by swapping two roles (fewest moves of the best)", () => {
    const plan = planBalance(teams([28, 28, 28, 28, 28], [1, 1, 1, 1, 1]));
    expect(plan.swappedRoles).toEqual(["Top", "Jungle"]);
    expect(plan.before.teamOne).toEqual({ value: 28, label: "Diamond 1" });
    expect(plan.after.teamOne).toEqual({ value: 17.2, label: "Platinum 4" });
    expect(plan.after.teamTwo?.value).toBeCloseTo(11.8);
    expect(plan.after.teamTwo?.label).toBe("Silver 1");
    expect(teamOf(plan.seats, "teamOne-Top")).toBe("teamTwo");
    expect(teamOf(plan.seats, "teamTwo-Jungle")).toBe("teamOne");
    expect(teamOf(plan.seats, "teamOne-Mid")).toBe("teamOne");
    // Everyone keeps their role.
    for (const seat of plan.seats) {
      expect(seat.userId.endsWith(seat.role)).toBe(true);
    }
  });

  it("finds the exact optimum and prefers two moves to three when both even the teams", () => {
    // Per role Team One minus Team Two: -2, 6, -4, -2, 6; sums 65 and 61. Jungle + Mid, Mid +
    // Support, Top + Jungle + ADC and Top + ADC + Support all make both averages 12.6.
    const plan = planBalance(teams([10, 20, 12, 8, 15], [12, 14, 16, 10, 9]));
    expect(plan.swappedRoles).toEqual(["Jungle", "Mid"]);
    expect(plan.before.teamOne?.value).toBe(13);
    expect(plan.before.teamTwo?.value).toBeCloseTo(12.2);
    expect(plan.after.teamOne?.value).toBeCloseTo(12.6);
    expect(plan.after.teamTwo?.value).toBeCloseTo(12.6);
    expect(plan.after.teamOne?.label).toBe("Gold 4");
  });

  it("keeps teams that are already even (no move is better than a mirror)", () => {
    const plan = planBalance(teams([10, 12, 14, 16, 18], [18, 16, 14, 12, 10]));
    expect(plan.swappedRoles).toEqual([]);
    expect(plan.after).toEqual(plan.before);
  });

  it("leaves unranked players out: a team of only unranked players gets ranked ones", () => {
    const plan = planBalance(teams([null, null, null, null, null], [10, 10, 10, 10, 10]));
    expect(plan.before.teamOne).toBeNull();
    expect(plan.swappedRoles).toEqual(["Top"]);
    expect(plan.after).toEqual({
      teamOne: { value: 10, label: "Silver 3" },
      teamTwo: { value: 10, label: "Silver 3" },
    });
  });

  it("moves nobody when nobody is ranked", () => {
    const plan = planBalance(teams([null, null, null, null, null], [null, null, null, null, null]));
    expect(plan.swappedRoles).toEqual([]);
    expect(plan.after).toEqual({ teamOne: null, teamTwo: null });
  });
});

describe("pickBalancedFill", () => {
  const seated = teams([20, 20, 20, 20], [10, 10, 10, 10]);
  const empty = [
    { team: "teamOne" as const, role: "Support" as const },
    { team: "teamTwo" as const, role: "Support" as const },
  ];

  it("puts the low player with the strong team and the high one with the weak team", () => {
    const pool = [5, 30, 15, 25, null].map((value, i) => ({ userId: `c${i}`, value }));
    const fill = pickBalancedFill({ seated, empty, pool });
    expect(fill).toEqual([
      { team: "teamOne", role: "Support", userId: "c0", value: 5 },
      { team: "teamTwo", role: "Support", userId: "c1", value: 30 },
    ]);
    expect(teamAverages([...seated, ...fill])).toMatchObject({
      teamOne: { value: 17 },
      teamTwo: { value: 14 },
    });
  });

  it("fills what it can with fewer players than seats, choosing which team gets them", () => {
    const fill = pickBalancedFill({ seated, empty, pool: [{ userId: "only", value: 5 }] });
    expect(fill).toEqual([{ team: "teamOne", role: "Support", userId: "only", value: 5 }]);
  });

  it("with a large pool, fills every seat with distinct players and evens empty teams", () => {
    const allSeats = teams([0, 0, 0, 0, 0], [0, 0, 0, 0, 0]).map(({ team, role }) => ({
      team,
      role,
    }));
    // 40 players: 30 of Iron 4 first, then 10 of Challenger; a first pick would be uneven.
    const pool = Array.from({ length: 40 }, (_, i) => ({
      userId: `p${i}`,
      value: i < 30 ? 1 : 31,
    }));
    const fill = pickBalancedFill({ seated: [], empty: allSeats, pool });
    expect(fill).toHaveLength(10);
    expect(new Set(fill.map((seat) => seat.userId)).size).toBe(10);
    const averages = teamAverages(fill);
    expect(averages.teamOne?.value).toBe(averages.teamTwo?.value);
  });
});
