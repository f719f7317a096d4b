import { describe, expect, it } from "vitest";
import { uniqueViolationConstraint } from "./db-errors";

describe("uniqueViolationConstraint", () => {
  it("finds the constraint on a driver error and on one wrapped by Drizzle", () => {
    const driverError = Object.assign(new Error("duplicate key"), {
      code: "23505",
      constraint: "users_discord_key",
    });
    expect(uniqueViolationConstraint(driverError)).toBe("users_discord_key");
    const wrapped = Object.assign(new Error("Failed query"), { cause: driverError });
    expect(uniqueViolationConstraint(wrapped)).toBe("users_discord_key");
  });

  it("ignores every other error", () => {
    expect(uniqueViolationConstraint(new Error("boom"))).toBeUndefined();
    expect(uniqueViolationConstraint({ code: "23503", constraint: "fk" })).toBeUndefined();
    expect(uniqueViolationConstraint(undefined)).toBeUndefined();
  });
});
