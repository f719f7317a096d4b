import { describe, expect, it } from "vitest";
import { bearerToken, isAdminEmail, shouldGrantAdmin } from "./auth.rules";

describe("bearerToken", () => {
  it("reads the token of a Bearer header, any case of the scheme", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("bearer  abc ")).toBe("abc");
  });

  it("refuses anything else", () => {
    for (const header of [undefined, "", "Bearer", "Bearer a b", "Basic abc", "abc"]) {
      expect(bearerToken(header), String(header)).toBeUndefined();
    }
  });
});

describe("ADMIN_EMAILS rules", () => {
  const admins = ["boss@example.test"];

  it("matches emails without case or surrounding spaces", () => {
    expect(isAdminEmail(admins, " Boss@Example.test ")).toBe(true);
    expect(isAdminEmail(admins, "other@example.test")).toBe(false);
    expect(isAdminEmail(admins, null)).toBe(false);
  });

  it("grants admin by the account's own email only, and never takes it away", () => {
    expect(shouldGrantAdmin(admins, { isAdmin: false, email: "boss@example.test" })).toBe(true);
    expect(shouldGrantAdmin(admins, { isAdmin: false, email: null })).toBe(false);
    expect(shouldGrantAdmin(admins, { isAdmin: true, email: "x@example.test" })).toBe(false);
    expect(shouldGrantAdmin(admins, { isAdmin: false, email: "x@example.test" })).toBe(false);
  });
});
