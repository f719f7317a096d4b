import { describe, expect, it } from "vitest";
import { describeDatabaseError, uniqueViolationConstraint } from "./db-errors";

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

describe("describeDatabaseError", () => {
  it("tells a data or integrity error by SQLSTATE and names, never its message", () => {
    const quoted = Object.assign(new Error('invalid input syntax for type uuid: "ana@x.test"'), {
      code: "22P02",
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert…\nparams: [{"email":"ana@x.test"}]'),
      {
        cause: quoted,
      },
    );
    expect(describeDatabaseError(wrapped)).toBe("a value is refused (SQLSTATE 22P02)");
    const unique = {
      code: "23505",
      constraint: "users_email_key",
      message: "Key (email)=(ana@x.test)",
    };
    expect(describeDatabaseError(unique)).toBe(
      "a value breaks a unique constraint (users_email_key, SQLSTATE 23505)",
    );
  });

  it("keeps the message of an error about the connection or the schema", () => {
    const missing = Object.assign(new Error('database "scrims" does not exist'), { code: "3D000" });
    expect(describeDatabaseError(missing)).toBe(
      'database "scrims" does not exist (SQLSTATE 3D000)',
    );
    expect(describeDatabaseError(new Error("boom"))).toBeUndefined();
  });
});
