import { describe, expect, it } from "vitest";
import { buildPlayer, buildRecordScrims } from "@/testing/scrim-data";
import {
  filterCreated,
  filterParticipated,
  participationOf,
  resultOf,
  sortByStart,
} from "./profile-scrims";

const faker = buildPlayer("Faker");
const other = buildPlayer("Chovy");

const { won, lost, casted, open } = buildRecordScrims(faker, other);
const all = [won, lost, casted, open];
const titles = (scrims: { title: string }[]) => scrims.map((scrim) => scrim.title);

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

describe("sortByStart", () => {
  it("sorts newest or oldest first without changing the input", () => {
    expect(titles(sortByStart(all, "desc"))).toEqual([
      "Tuesday Open",
      "Monday Won",
      "Sunday Cast",
      "Saturday Lost",
    ]);
    expect(titles(sortByStart(all, "asc"))).toEqual([
      "Saturday Lost",
      "Sunday Cast",
      "Monday Won",
      "Tuesday Open",
    ]);
    expect(titles(all)).toEqual(["Monday Won", "Saturday Lost", "Sunday Cast", "Tuesday Open"]);
  });
});

describe("filters", () => {
  it("filters created scrims by visibility", () => {
    expect(titles(filterCreated(all, "none"))).toHaveLength(4);
    expect(titles(filterCreated(all, "private"))).toEqual(["Saturday Lost"]);
    expect(titles(filterCreated(all, "public"))).toEqual([
      "Monday Won",
      "Sunday Cast",
      "Tuesday Open",
    ]);
  });

  it("filters participated scrims by what the player did", () => {
    const by = (filter: Parameters<typeof filterParticipated>[2]) =>
      titles(filterParticipated(all, faker._id, filter));
    expect(by("none")).toHaveLength(4);
    expect(by("played")).toEqual(["Monday Won", "Saturday Lost", "Tuesday Open"]);
    expect(by("casted")).toEqual(["Sunday Cast"]);
    expect(by("captain")).toEqual(["Monday Won"]);
    expect(by("won")).toEqual(["Monday Won"]);
    expect(by("lost")).toEqual(["Saturday Lost"]);
  });
});
