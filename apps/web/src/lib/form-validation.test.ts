import { accountDetailsInputSchema } from "@scrims/shared/users/users.schema";
import { describe, expect, it } from "vitest";
import { validateForm } from "./form-validation";

describe("validateForm", () => {
  it("returns the schema's output (trimmed, unknown keys dropped) when valid", () => {
    const result = validateForm(accountDetailsInputSchema, {
      name: "  Faker ",
      summonerTagline: "KR1",
      region: "EUW",
      discord: "faker",
      rank: "Gold 2",
      canSendEmailsToUser: true,
      isAdmin: true,
    });

    expect(result).toEqual({
      success: true,
      data: {
        name: "Faker",
        summonerTagline: "KR1",
        region: "EUW",
        discord: "faker",
        rank: "Gold 2",
        canSendEmailsToUser: true,
      },
    });
  });

  it("keeps only the first problem of each field, in field order", () => {
    const result = validateForm(accountDetailsInputSchema, {
      name: "",
      summonerTagline: "",
      region: "KR",
      discord: "",
      rank: "Gold",
    });

    expect(result.success).toBe(false);
    expect(result.success ? [] : result.errors).toEqual([
      "Summoner name is empty!",
      "Tagline is empty!",
      expect.stringContaining("NA"),
      "Discord username is empty!",
      expect.stringContaining("Rank must be a division"),
    ]);
  });
});
