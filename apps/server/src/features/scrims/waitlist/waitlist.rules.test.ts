import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "@scrims/shared/scrims/scrims.constants";
import type { SeatRef } from "../lobby/lobby.repository";
import { assertCanJoinWaitlist, planPromotions } from "./waitlist.rules";

/** Every seat taken (by "teamOne-Top", …) but the given ones. */
function seatsExcept(...free: string[]): SeatRef[] {
  return (["teamOne", "teamTwo"] as const).flatMap((team) =>
    ROLES.filter((role) => !free.includes(`${team}-${role}`)).map((role) => ({
      team,
      role,
      userId: `${team}-${role}`,
    })),
  );
}

const candidate = (userId: string, ...roles: Role[]) => ({ userId, roles });

describe("planPromotions", () => {
  it("gives one free seat to the earliest player whose roles include its role", () => {
    const plan = planPromotions(seatsExcept("teamTwo-Mid"), [
      candidate("a", "Top"),
      candidate("b", "Support", "Mid"),
      candidate("c", "Mid"),
    ]);
    expect(plan).toEqual([{ userId: "b", seat: { team: "teamTwo", role: "Mid" } }]);
  });

  it("never seats one player twice when two seats of their role are free", () => {
    const plan = planPromotions(seatsExcept("teamOne-Top", "teamTwo-Top"), [candidate("a", "Top")]);
    expect(plan).toEqual([{ userId: "a", seat: { team: "teamOne", role: "Top" } }]);
  });

  it("seats as many as the roles allow, earliest first: an earlier flexible player makes room", () => {
    const plan = planPromotions(seatsExcept("teamOne-Top", "teamOne-Mid"), [
      candidate("flexible", "Top", "Mid"),
      candidate("topOnly", "Top"),
    ]);
    expect(plan).toEqual([
      { userId: "topOnly", seat: { team: "teamOne", role: "Top" } },
      { userId: "flexible", seat: { team: "teamOne", role: "Mid" } },
    ]);
  });

  it("a later player never displaces an earlier one out of the game", () => {
    const plan = planPromotions(seatsExcept("teamOne-Top"), [
      candidate("first", "Top"),
      candidate("second", "Top"),
    ]);
    expect(plan.map((entry) => entry.userId)).toEqual(["first"]);
  });

  it("with no free seat or nobody fitting, seats nobody", () => {
    expect(planPromotions(seatsExcept(), [candidate("a", ...ROLES)])).toEqual([]);
    expect(planPromotions(seatsExcept("teamOne-ADC"), [candidate("a", "Top")])).toEqual([]);
  });
});

describe("assertCanJoinWaitlist", () => {
  const state = {
    teamWon: null,
    gameStartTime: new Date("2030-01-01T18:00:00Z"),
    seats: seatsExcept("teamTwo-Jungle"),
    casterIds: ["caster"],
    waitingIds: ["waiting"],
  };
  const now = new Date("2030-01-01T18:10:00Z");

  it("accepts roles whose seats are all taken, until ten minutes after the start", () => {
    expect(() => assertCanJoinWaitlist(state, "new", ["Top", "Mid"], now)).not.toThrow();
    const late = new Date("2030-01-01T18:10:01Z");
    expect(() => assertCanJoinWaitlist(state, "new", ["Top"], late)).toThrow(
      expect.objectContaining({ code: "WAITLIST_CLOSED" }),
    );
  });

  it("names the refusal by its reason", () => {
    const codeOf = (userId: string, roles: Role[], at = now, teamWon: string | null = null) => {
      try {
        assertCanJoinWaitlist({ ...state, teamWon }, userId, roles, at);
        return "ok";
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(codeOf("new", ["Top", "Jungle"])).toBe("SEAT_AVAILABLE");
    expect(codeOf("caster", ["Top"])).toBe("CASTER_CANNOT_WAITLIST");
    expect(codeOf("teamOne-Top", ["Mid"])).toBe("ALREADY_SEATED");
    expect(codeOf("waiting", ["Mid"])).toBe("ALREADY_WAITLISTED");
    expect(codeOf("new", ["Top"], now, "teamOne")).toBe("GAME_OVER");
  });
});
