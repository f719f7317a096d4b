import { describe, expect, it } from "vitest";
import { buildSessionUser } from "@/testing/test-utils";
import { stripHash } from "@/components/forms/tagline-field";
import { EMPTY_ACCOUNT_FORM, accountFormFromUser, toAccountInput } from "./account-form";

describe("account form", () => {
  it("strips every '#' from a tagline", () => {
    expect(stripHash("#NA1")).toBe("NA1");
    expect(stripHash("E#U#W")).toBe("EUW");
  });

  it("starts registration at NA, Iron 4, no emails", () => {
    expect(toAccountInput(EMPTY_ACCOUNT_FORM)).toEqual({
      name: "",
      summonerTagline: "",
      region: "NA",
      discord: "",
      rank: "Iron 4",
      canSendEmailsToUser: false,
    });
  });

  it("round-trips a stored account, splitting and joining the rank", () => {
    const user = buildSessionUser({ rank: "Diamond 1", region: "OCE", canSendEmailsToUser: true });
    const values = accountFormFromUser(user);

    expect(values).toMatchObject({ rankDivision: "Diamond", rankNumber: "1", region: "OCE" });
    expect(toAccountInput(values)).toEqual({
      name: user.name,
      summonerTagline: user.summonerTagline,
      region: "OCE",
      discord: user.discord,
      rank: "Diamond 1",
      canSendEmailsToUser: true,
    });
  });

  it("sends a bare division from Master up, whatever number was picked before", () => {
    const values = {
      ...EMPTY_ACCOUNT_FORM,
      rankDivision: "Grandmaster" as const,
      rankNumber: "2" as const,
    };

    expect(toAccountInput(values).rank).toBe("Grandmaster");
  });
});
