import { describe, expect, it } from "vitest";
import { orderRanks } from "./rank-order";

describe("orderRanks", () => {
  it("orders Iron up to Challenger, then Unranked, then unknown ranks by name", () => {
    const rows = [
      "Unranked",
      "Wood",
      "Challenger",
      "Gold",
      "Iron",
      "Diamond",
      "Emerald",
      "Master",
      "Bronze",
      "Grandmaster",
      "Platinum",
      "Silver",
      "Adamant",
    ].map((rank, index) => ({ rank, count: index + 1 }));

    expect(orderRanks(rows).map((row) => row.rank)).toEqual([
      "Iron",
      "Bronze",
      "Silver",
      "Gold",
      "Platinum",
      "Emerald",
      "Diamond",
      "Master",
      "Grandmaster",
      "Challenger",
      "Unranked",
      "Adamant",
      "Wood",
    ]);
  });
});
