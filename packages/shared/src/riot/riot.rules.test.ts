import { describe, expect, it } from "vitest";
import { plainSummonerQuery, soloQueueRank } from "./riot.rules";
import { summonerQuerySchema } from "./riot.schema";

const query = (gameName: string, tagLine: string, region = "EUW") => ({
  gameName,
  tagLine,
  region,
});

describe("plainSummonerQuery", () => {
  it("takes the Riot IDs players register with, as the schema returns them", () => {
    for (const plain of [
      query("Faker", "KR1", "NA"),
      query("Hide on bush", "KR1"),
      query("Fàker ßtraße", "EUW"),
      query("페이커", "한국"),
      query("abc", "1"),
      query("sixteen chars ok", "12345", "OCE"),
    ]) {
      expect(plainSummonerQuery(plain)).toEqual(plain);
      expect(summonerQuerySchema.parse(plain)).toEqual(plain);
    }
  });

  it("leaves to the schema every query it would refuse or change", () => {
    for (const other of [
      query("ab", "EUW"), // too short
      query("seventeen chars x", "EUW"), // too long
      query(" Faker", "KR1"), // trimmed by the schema
      query("Hide  on bush", "KR1"), // spaces collapsed by the schema
      query("Fa_ker", "KR1"),
      query("Faker", ""),
      query("Faker", "#KR1"),
      query("Faker", "KR123X"),
      query("Faker", "KR 1"),
      query("Fa\u0000ker", "KR1"),
      query("Faker", "KR1", "KR"), // not a region players register in
    ]) {
      expect(plainSummonerQuery(other)).toBeUndefined();
      const parsed = summonerQuerySchema.safeParse(other);
      expect(parsed.success && parsed.data).not.toEqual(other);
    }
  });
});

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
