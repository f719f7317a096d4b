import {
  createScrimInputSchema,
  updateScrimInputSchema,
} from "@scrims/shared/scrims/scrims.schema";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { buildPlayer, buildScrimDto, seat } from "@/testing/scrim-data";
import { editLobbyHostOptions } from "./lobby-host-options";
import {
  NO_WINNER,
  RANDOM_HOST,
  defaultScrimForm,
  editFormFromScrim,
  toCreateScrimInput,
  toGameStartTime,
  toUpdateScrimInput,
} from "./scrim-form";

// Unit tests run in Asia/Kathmandu (UTC+05:45): local dates and times must survive the offset.
const NOW = new Date("2030-05-10T12:07:31.000Z");

describe("defaultScrimForm", () => {
  it("starts 30 minutes from now in the admin's region, with 2 casters, a code and a random host", () => {
    const form = defaultScrimForm("EUW", NOW);

    const start = toGameStartTime(form.startDate, form.startTime);
    // 12:07:31 + 30 minutes, rounded up to the minute the time input can show.
    expect(start).toBe("2030-05-10T12:38:00.000Z");
    expect(form).toMatchObject({
      region: "EUW",
      maxCastersAllowedCount: 2,
      isWithCasters: true,
      isPrivate: false,
      useTournamentCode: true,
      lobbyHost: RANDOM_HOST,
    });
  });
});

describe("toGameStartTime", () => {
  it("sets the hour and minute of the chosen local day with seconds 0", () => {
    const iso = toGameStartTime("2030-05-10", "21:45");
    const local = dayjs(iso);
    expect(local.format("YYYY-MM-DD HH:mm:ss")).toBe("2030-05-10 21:45:00");
    expect(iso).toBe("2030-05-10T16:00:00.000Z");
  });

  it("is empty without a valid date or time", () => {
    expect(toGameStartTime("", "21:45")).toBe("");
    expect(toGameStartTime("2030-02-30", "21:45")).toBe("");
    expect(toGameStartTime("2030-05-10", "")).toBe("");
  });
});

describe("toCreateScrimInput", () => {
  it("sends 0 casters when casters are off, null for a random host, defaults for empty names", () => {
    const form = { ...defaultScrimForm("NA", NOW), isWithCasters: false };
    const parsed = createScrimInputSchema.parse(toCreateScrimInput(form));

    expect(parsed.maxCastersAllowedCount).toBe(0);
    expect(parsed.lobbyHost).toBeNull();
    expect(parsed.title).toBeUndefined();
    expect(parsed.lobbyName).toBeUndefined();
  });

  it("fails with the schema's message when the start is missing", () => {
    const form = { ...defaultScrimForm("NA", NOW), startDate: "" };
    const result = createScrimInputSchema.safeParse(toCreateScrimInput(form));
    expect(result.error?.issues[0]?.message).toBe("Game start date and time is required");
  });
});

describe("edit form", () => {
  const host = buildPlayer("Caps");
  const scrim = buildScrimDto({
    title: "Friday Bootcamp",
    teamOne: [seat("teamOne", "Mid", host)],
    lobbyHost: host,
    teamWon: "teamTwo",
    maxCastersAllowedCount: 1,
    gameStartTime: "2030-05-10T18:00:00.000Z",
  });

  it("starts from the scrim, with an empty password when the server did not send it", () => {
    const form = editFormFromScrim(scrim);
    expect(form).toMatchObject({
      title: "Friday Bootcamp",
      lobbyHost: host._id,
      teamWon: "teamTwo",
      maxCastersAllowedCount: 1,
      lobbyName: "",
      lobbyPassword: "",
    });
    expect(toGameStartTime(form.startDate, form.startTime)).toBe(scrim.gameStartTime);
  });

  it("sends N/A as null and an empty lobby name as the title", () => {
    const form = { ...editFormFromScrim(scrim), teamWon: NO_WINNER, lobbyPassword: "pw" } as const;
    const parsed = updateScrimInputSchema.parse(toUpdateScrimInput(form));
    expect(parsed.teamWon).toBeNull();
    expect(parsed.lobbyName).toBe("Friday Bootcamp");
  });

  it("sends the stored start to the second while the date and time fields keep it, and the fields' time once changed", () => {
    const withSeconds = { ...scrim, gameStartTime: "2030-05-10T18:00:37.250Z" };
    const form = { ...editFormFromScrim(withSeconds), lobbyPassword: "pw" };
    expect(toUpdateScrimInput({ ...form, title: "Renamed" }, withSeconds).gameStartTime).toBe(
      "2030-05-10T18:00:37.250Z",
    );
    const moved = {
      ...form,
      startTime: dayjs(withSeconds.gameStartTime).add(1, "hour").format("HH:mm"),
    };
    expect(toUpdateScrimInput(moved, withSeconds).gameStartTime).toBe(
      toGameStartTime(moved.startDate, moved.startTime),
    );
    expect(toUpdateScrimInput(moved, withSeconds).gameStartTime).not.toBe(
      withSeconds.gameStartTime,
    );
  });

  it("offers random, the creator and the players as lobby host, not casters (they do not play)", () => {
    const caster = buildPlayer("Caedrel");
    const options = editLobbyHostOptions({ ...scrim, casters: [caster] });
    expect(options.map((option) => option.label)).toEqual(["Random", "Admin", "Caps"]);
    expect(options[2]?.detail).toBe("Mid · Blue Side");
  });
});
