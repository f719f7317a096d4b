import { describe, expect, it } from "vitest";
import { soloQueueRank } from "./riot.schema";

describe("rank plate", () => {
  it("takes the ranked solo queue entry only", () => {
    expect(
      soloQueueRank([
        { queueType: "RANKED_FLEX_SR", tier: "DIAMOND", rank: "I" },
        { queueType: "RANKED_SOLO_5x5", tier: "GOLD", rank: "II" },
      ]),
    ).toBe("Gold 2");
    expect(soloQueueRank([{ queueType: "RANKED_SOLO_5x5", tier: "MASTER", rank: "I" }])).toBe(
      "Master",
    );
    expect(
      soloQueueRank([{ queueType: "RANKED_FLEX_SR", tier: "DIAMOND", rank: "I" }]),
    ).toBeUndefined();
    expect(soloQueueRank([])).toBeUndefined();
  });
});
