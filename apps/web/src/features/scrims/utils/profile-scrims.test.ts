import { describe, expect, it } from "vitest";
import { buildPlayer, buildScrimDto, seat } from "@/testing/scrim-data";
import {
  filterCreated,
  filterParticipated,
  participationOf,
  resultOf,
  sortByStart,
} from "./profile-scrims";

const faker = buildPlayer("Faker");
const other = buildPlayer("Chovy");

const won = buildScrimDto({
  title: "Won",
  gameStartTime: "2030-01-03T10:00:00.000Z",
  teamOne: [seat("teamOne", "Mid", faker)],
  teamWon: "teamOne",
  lobbyHost: faker,
});
const lost = buildScrimDto({
  title: "Lost",
  gameStartTime: "2030-01-01T10:00:00.000Z",
  teamTwo: [seat("teamTwo", "Top", faker)],
  teamOne: [seat("teamOne", "Top", other)],
  teamWon: "teamOne",
  isPrivate: true,
});
const casted = buildScrimDto({
  title: "Casted",
  gameStartTime: "2030-01-02T10:00:00.000Z",
  casters: [faker],
  teamWon: "teamTwo",
});
const open = buildScrimDto({
  title: "Open",
  gameStartTime: "2030-01-04T10:00:00.000Z",
  teamOne: [seat("teamOne", "ADC", faker)],
});
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
    expect(titles(sortByStart(all, "desc"))).toEqual(["Open", "Won", "Casted", "Lost"]);
    expect(titles(sortByStart(all, "asc"))).toEqual(["Lost", "Casted", "Won", "Open"]);
    expect(titles(all)).toEqual(["Won", "Lost", "Casted", "Open"]);
  });
});

describe("filters", () => {
  it("filters created scrims by visibility", () => {
    expect(titles(filterCreated(all, "none"))).toHaveLength(4);
    expect(titles(filterCreated(all, "private"))).toEqual(["Lost"]);
    expect(titles(filterCreated(all, "public"))).toEqual(["Won", "Casted", "Open"]);
  });

  it("filters participated scrims by what the player did", () => {
    const by = (filter: Parameters<typeof filterParticipated>[2]) =>
      titles(filterParticipated(all, faker._id, filter));
    expect(by("none")).toHaveLength(4);
    expect(by("played")).toEqual(["Won", "Lost", "Open"]);
    expect(by("casted")).toEqual(["Casted"]);
    expect(by("captain")).toEqual(["Won"]);
    expect(by("won")).toEqual(["Won"]);
    expect(by("lost")).toEqual(["Lost"]);
  });
});
