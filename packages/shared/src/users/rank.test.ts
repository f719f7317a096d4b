import { describe, expect, it } from "vitest";
import { formatRank, hasRankNumber, parseRank } from "./rank";
import { rankSchema } from "./rank.schema";

describe("ranks", () => {
  it("numbers only Iron to Diamond", () => {
    expect(hasRankNumber("Iron")).toBe(true);
    expect(hasRankNumber("Diamond")).toBe(true);
    expect(hasRankNumber("Master")).toBe(false);
    expect(hasRankNumber("Unranked")).toBe(false);
  });

  it("formats 'Division N' or the bare division", () => {
    expect(formatRank("Gold", "2")).toBe("Gold 2");
    expect(formatRank("Iron")).toBe("Iron 4");
    expect(formatRank("Master", "1")).toBe("Master");
    expect(formatRank("Unranked")).toBe("Unranked");
  });

  it("parses what it formats and refuses the rest", () => {
    expect(parseRank("Gold 2")).toEqual({ division: "Gold", number: "2" });
    expect(parseRank("Challenger")).toEqual({ division: "Challenger" });
    for (const bad of [
      "Gold",
      "Gold 5",
      "Gold 0",
      "Master 1",
      "Unranked 4",
      "Wood 1",
      "gold 2",
      "",
      "Gold 2 x",
    ]) {
      expect(parseRank(bad), bad).toBeUndefined();
    }
  });

  it("validates and normalises spacing in the schema", () => {
    expect(rankSchema.parse("  Emerald   3 ")).toBe("Emerald 3");
    expect(rankSchema.safeParse("Master 2").success).toBe(false);
  });
});
