import { describe, expect, it } from "vitest";
import { averageRank, effectiveRank, rankLabel, rankValue } from "./rank-value";

describe("rank values", () => {
  it("numbers Iron 4 = 1 … Diamond 1 = 28, then Master, Grandmaster, Challenger", () => {
    expect(rankValue("Iron 4")).toBe(1);
    expect(rankValue("Iron 1")).toBe(4);
    expect(rankValue("Bronze 4")).toBe(5);
    expect(rankValue("Gold 2")).toBe(15);
    expect(rankValue("Emerald 1")).toBe(24);
    expect(rankValue("Diamond 1")).toBe(28);
    expect(rankValue("Master")).toBe(29);
    expect(rankValue("Grandmaster")).toBe(30);
    expect(rankValue("Challenger")).toBe(31);
  });

  it("gives Unranked and anything unknown no value", () => {
    expect(rankValue("Unranked")).toBeNull();
    expect(rankValue("Wood 2")).toBeNull();
  });

  it("labels a value with the rank it rounds to, and every rank with itself", () => {
    for (const rank of ["Iron 4", "Silver 3", "Gold 2", "Diamond 1", "Master", "Challenger"]) {
      expect(rankLabel(rankValue(rank)!)).toBe(rank);
    }
    expect(rankLabel(14.4)).toBe("Gold 3");
    expect(rankLabel(14.5)).toBe("Gold 2");
    expect(rankLabel(28.6)).toBe("Master");
  });

  it("averages the ranked players only; null when nobody is ranked", () => {
    expect(averageRank([15, 17, null])).toEqual({ value: 16, label: "Gold 1" });
    expect(averageRank([1, 2])).toEqual({ value: 1.5, label: "Iron 3" });
    expect(averageRank([null, null])).toBeNull();
    expect(averageRank([])).toBeNull();
  });

  it("plays at Riot's solo-queue rank when known, else the declared one", () => {
    expect(effectiveRank({ rank: "Gold 2", soloQueueRank: "Diamond 4" })).toBe("Diamond 4");
    expect(effectiveRank({ rank: "Gold 2", soloQueueRank: null })).toBe("Gold 2");
  });
});
