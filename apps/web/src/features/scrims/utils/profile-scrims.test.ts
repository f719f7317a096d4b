import { describe, expect, it } from "vitest";
import { buildPlayer, buildScrimDto, seat } from "@/testing/scrim-data";
import { participationOf, resultOf } from "./profile-scrims";

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
