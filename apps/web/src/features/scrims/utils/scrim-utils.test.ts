import { describe, expect, it } from "vitest";
import { buildPlayerUser, buildScrimDto, buildTeam, seat } from "@/testing/scrim-data";
import { minutesFromNow } from "@/testing/scrim-data";
import { formatCountdown } from "./format-time";
import { dayRange, isPastDay, isValidDay, shiftDay } from "./hub-dates";
import { bannerOf, casterRoom, missingPlayers, seatOfUser, seesLobbyDetails } from "./scrim-state";

describe("hub dates", () => {
  it("gives the UTC bounds of the viewer's local day (Kathmandu, UTC+5:45, in tests)", () => {
    expect(dayRange("2025-03-14")).toEqual({
      startDate: "2025-03-13T18:15:00.000Z",
      endDate: "2025-03-14T18:15:00.000Z",
    });
  });

  it("knows past days, valid days and neighbours", () => {
    const now = new Date("2025-03-14T12:00:00+05:45");
    expect(isPastDay("2025-03-13", now)).toBe(true);
    expect(isPastDay("2025-03-14", now)).toBe(false);
    expect(isValidDay("2025-02-30")).toBe(false);
    expect(isValidDay("")).toBe(false);
    expect(shiftDay("2025-03-01", -1)).toBe("2025-02-28");
  });
});

describe("countdown", () => {
  it("shows minutes, hours and days", () => {
    expect(formatCountdown(299_000)).toBe("04:59");
    expect(formatCountdown(3_723_000)).toBe("01:02:03");
    expect(formatCountdown(2 * 86_400_000 + 5_000)).toBe("2d 00:00:05");
    expect(formatCountdown(-10)).toBe("00:00");
  });
});

describe("lobby state", () => {
  const viewer = { _id: buildPlayerUser(3)._id, name: "Player3", region: "EUW", isAdmin: false };

  it("picks the banner", () => {
    expect(bannerOf(buildScrimDto({ teamOne: buildTeam("teamOne", 5, 1) }))).toBe("waiting");
    const full = { teamOne: buildTeam("teamOne", 5, 1), teamTwo: buildTeam("teamTwo", 5, 10) };
    expect(bannerOf(buildScrimDto(full))).toBe("ready");
    expect(bannerOf(buildScrimDto({ ...full, teamWon: "teamOne" }))).toBe("won");
  });

  it("finds the viewer's seat and who sees the lobby", () => {
    const scrim = buildScrimDto({ teamTwo: [seat("teamTwo", "ADC", buildPlayerUser(3))] });
    expect(seatOfUser(scrim, viewer._id)).toEqual({ team: "teamTwo", role: "ADC" });
    const now = new Date();
    const full = { teamOne: buildTeam("teamOne", 5, 1), teamTwo: buildTeam("teamTwo", 5, 10) };
    const started = buildScrimDto({ ...full, gameStartTime: minutesFromNow(-1) });
    const host = { ...viewer, _id: buildPlayerUser(50)._id };
    expect(seesLobbyDetails(started, viewer, now)).toBe(true);
    expect(seesLobbyDetails(started, host, now)).toBe(false);
    expect(seesLobbyDetails({ ...started, lobbyHost: buildPlayerUser(50) }, host, now)).toBe(true);
    expect(seesLobbyDetails(buildScrimDto(full), viewer, now)).toBe(false);
    expect(seesLobbyDetails(buildScrimDto(), { ...viewer, isAdmin: true }, now)).toBe(true);
    const cast = {
      ...started,
      teamOne: buildTeam("teamOne", 5, 20),
      teamTwo: buildTeam("teamTwo", 5, 30),
      casters: [buildPlayerUser(3)],
    };
    expect(seesLobbyDetails(cast, viewer, now)).toBe(true);
    expect(seesLobbyDetails({ ...cast, casters: [] }, viewer, now)).toBe(false);
  });

  it("counts missing players and caster room", () => {
    expect(missingPlayers(buildScrimDto({ teamOne: buildTeam("teamOne", 4, 1) }))).toEqual({
      teamOne: 1,
      teamTwo: 5,
    });
    expect(
      casterRoom(
        buildScrimDto({ maxCastersAllowedCount: 2, casters: [buildPlayerUser(1)] }),
        new Date(),
      ),
    ).toBe(1);
    expect(
      casterRoom(buildScrimDto({ isWithCasters: false, maxCastersAllowedCount: 0 }), new Date()),
    ).toBe(0);
    expect(casterRoom(buildScrimDto({ teamWon: "teamTwo" }), new Date())).toBe(0);
  });
});
