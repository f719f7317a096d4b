import { describe, expect, it } from "vitest";
import { orderRanks } from "./rank-order";

/** Part 2's order, with Emerald where the game has it. */
const EXPECTED =
  "Iron Bronze Silver Gold Platinum Emerald Diamond Master Grandmaster Challenger Unranked".split(
    " ",
  );

describe("orderRanks", () => {
  it("orders Iron up to Challenger, then Unranked, then unknown ranks by name", () => {
    const shuffled = [...EXPECTED.slice(5), "Wood", ...EXPECTED.slice(0, 5).reverse(), "Adamant"];
    const rows = shuffled.map((rank, index) => ({ rank, count: index + 1 }));

    expect(orderRanks(rows).map((row) => row.rank)).toEqual([...EXPECTED, "Adamant", "Wood"]);
  });
});
