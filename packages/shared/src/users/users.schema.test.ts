import { describe, expect, it } from "vitest";
import {
  accountDetailsInputSchema,
  discordKey,
  discordSchema,
  summonerNameKey,
  summonerNameSchema,
  taglineSchema,
  userSearchQuerySchema,
} from "./users.schema";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("summoner name", () => {
  it("accepts letters of any script, digits and spaces, 3 to 16 characters", () => {
    for (const ok of ["Faker", "Hide on bush", "Ñoño 123", "한국어이름", "abc"]) {
      expect(summonerNameSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it("refuses symbols, too short and too long names, with the reason", () => {
    expect(firstMessage(summonerNameSchema.safeParse(""))).toBe("Summoner name is empty!");
    expect(firstMessage(summonerNameSchema.safeParse("ab"))).toMatch(/at least 3/);
    expect(firstMessage(summonerNameSchema.safeParse("a".repeat(17)))).toMatch(/at most 16/);
    expect(firstMessage(summonerNameSchema.safeParse("xX_Pro_Xx"))).toMatch(
      /letters, digits and spaces/,
    );
  });

  it("keys names without case or spaces, so 'Hide On Bush' and 'hideonbush' collide", () => {
    expect(summonerNameKey(" Hide On  Bush ")).toBe(summonerNameKey("hideonbush"));
  });
});

describe("tagline", () => {
  it("refuses '#' with the spec's message", () => {
    expect(firstMessage(taglineSchema.safeParse("#NA1"))).toBe(
      "Tagline should not include # symbol",
    );
  });

  it("allows letters and digits up to 5", () => {
    expect(taglineSchema.parse(" EUW1 ")).toBe("EUW1");
    expect(taglineSchema.safeParse("ABCDEF").success).toBe(false);
    expect(taglineSchema.safeParse("N A").success).toBe(false);
    expect(firstMessage(taglineSchema.safeParse(""))).toBe("Tagline is empty!");
  });
});

describe("discord", () => {
  it("accepts new and legacy names, dropping spaces before '#'", () => {
    expect(discordSchema.parse("summoner")).toBe("summoner");
    expect(discordSchema.parse("Cool Guy #1234")).toBe("Cool Guy#1234");
    expect(discordKey("Cool Guy #1234")).toBe(discordKey("cool guy#1234"));
  });

  it("refuses empty and malformed names", () => {
    expect(firstMessage(discordSchema.safeParse("  "))).toBe("Discord username is empty!");
    expect(discordSchema.safeParse("a").success).toBe(false);
    expect(discordSchema.safeParse("me@mail").success).toBe(false);
  });
});

describe("account details", () => {
  const valid = {
    name: "Faker",
    summonerTagline: "KR1",
    region: "NA",
    discord: "faker",
    rank: "Challenger",
  };

  it("defaults email consent to off and drops fields a player may not set", () => {
    const parsed = accountDetailsInputSchema.parse({ ...valid, isAdmin: true, email: "x@y.z" });
    expect(parsed).toEqual({ ...valid, canSendEmailsToUser: false });
  });

  it("refuses regions outside NA, EUW, EUNE, LAN and OCE", () => {
    expect(accountDetailsInputSchema.safeParse({ ...valid, region: "KR" }).success).toBe(false);
  });
});

describe("user search", () => {
  it("needs 2 characters and caps results at 10", () => {
    expect(userSearchQuerySchema.safeParse({ q: "a" }).success).toBe(false);
    expect(userSearchQuerySchema.parse({ q: "ab" }).limit).toBe(10);
    expect(userSearchQuerySchema.safeParse({ q: "ab", limit: "11" }).success).toBe(false);
  });
});
