import { describe, expect, it } from "vitest";
import { buildPlayer, buildRecordScrims } from "@/testing/scrim-data";
import { participationOf, resultOf } from "./profile-scrims";

const faker = buildPlayer("Faker");
const other = buildPlayer("Chovy");

const { won, lost, casted, open } = buildRecordScrims(faker, other);

describe("participation and result", () => {
  it("knows the seat, the cast, and who won", () => {
    expect(participationOf(lost, faker._id)).toEqual({
      kind: "player",
      team: "teamTwo",
      role: "Top",
    });
    expect(participationOf(casted, faker._id)).toEqual({ kind: "caster" });
    expect(participationOf(casted, other._id)).toEqual({ kind: "none" });
    expect(resultOf(won, faker._id)).toBe("won");
    expect(resultOf(lost, faker._id)).toBe("lost");
    expect(resultOf(casted, faker._id)).toBe("none");
    expect(resultOf(open, faker._id)).toBe("none");
  });
});
