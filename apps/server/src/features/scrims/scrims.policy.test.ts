import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import {
  assertActsFor,
  assertCanSetWinner,
  canSeeLobbyDetails,
  isMember,
  privateScrimsFor,
} from "./scrims.policy";

const now = new Date("2026-11-22T18:00:00Z");
const ten = Array.from({ length: 10 }, (_, i) => `p${i}`);
const scrim = {
  createdById: "admin",
  lobbyHostId: "p0",
  playerIds: ten,
  casterIds: ["c1"],
  gameStartTime: new Date(now.getTime() - 60_000),
};
const player = (id: string) => ({ id, isAdmin: false });

describe("isMember", () => {
  it("counts players, casters, the creator and the lobby host", () => {
    for (const id of ["p4", "c1", "admin", "p0"]) {
      expect(isMember(scrim, id)).toBe(true);
    }
    expect(isMember({ ...scrim, lobbyHostId: "host" }, "host")).toBe(true);
    expect(isMember(scrim, "stranger")).toBe(false);
  });
});

describe("privateScrimsFor", () => {
  it("shows admins every private scrim and players only their own", () => {
    expect(privateScrimsFor({ id: "a", isAdmin: true })).toBe("all");
    expect(privateScrimsFor(player("u"))).toEqual({ memberOf: "u" });
  });
});

describe("canSeeLobbyDetails", () => {
  it("shows players, casters, the host and admins once started with full teams", () => {
    for (const viewer of [player("p9"), player("c1"), player("p0"), { id: "x", isAdmin: true }]) {
      expect(canSeeLobbyDetails(scrim, viewer, now)).toBe(true);
    }
  });

  it("hides them from other players and from broadcasts", () => {
    expect(canSeeLobbyDetails(scrim, player("stranger"), now)).toBe(false);
    expect(canSeeLobbyDetails(scrim, null, now)).toBe(false);
  });

  it("hides them from players before the start or with teams not full; admins always see them", () => {
    const admin = { id: "x", isAdmin: true };
    const future = { ...scrim, gameStartTime: new Date(now.getTime() + 1) };
    expect(canSeeLobbyDetails(future, player("p1"), now)).toBe(false);
    expect(canSeeLobbyDetails({ ...scrim, playerIds: ten.slice(0, 9) }, player("p1"), now)).toBe(
      false,
    );
    expect(canSeeLobbyDetails(future, admin, now)).toBe(true);
    expect(canSeeLobbyDetails({ ...scrim, playerIds: ten.slice(0, 9) }, admin, now)).toBe(true);
    expect(canSeeLobbyDetails({ ...scrim, gameStartTime: now }, player("p1"), now)).toBe(true);
  });
});

describe("assertActsFor", () => {
  it("lets a player act for himself and an admin for anyone", () => {
    expect(() => assertActsFor(player("u"), "u", "no")).not.toThrow();
    expect(() => assertActsFor({ id: "a", isAdmin: true }, "u", "no")).not.toThrow();
  });

  it("refuses a player acting for someone else with 403", () => {
    expect(() => assertActsFor(player("u"), "v", "no")).toThrow(AppError);
    try {
      assertActsFor(player("u"), "v", "nope");
    } catch (error) {
      expect(error).toMatchObject({ code: "FORBIDDEN", message: "nope", statusCode: 403 });
    }
  });
});

describe("assertCanSetWinner", () => {
  it("allows the lobby host and admins only", () => {
    expect(() => assertCanSetWinner(player("p0"), "p0")).not.toThrow();
    expect(() => assertCanSetWinner({ id: "a", isAdmin: true }, null)).not.toThrow();
    expect(() => assertCanSetWinner(player("p1"), "p0")).toThrow(
      "Only the lobby host or an admin can set the winner",
    );
    expect(() => assertCanSetWinner(player("p1"), null)).toThrow(AppError);
  });
});
