import { addMonths, lastMonths, monthIn } from "@scrims/shared/scrims/activity.rules";
import { activityTexts } from "@scrims/shared/scrims/activity.schema";
import { describe, expect, it } from "vitest";
import { expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { HOUR, fromNow } from "@/test/time";
import { get } from "@/test/requests";

const app = await testApp();

type Activity = {
  from: string;
  to: string;
  months: { month: string; games: number }[];
  total: number;
};

/** `viewer` asks for `player`'s activity with this query string. */
async function activity(viewer: TestUser, player: TestUser, query = ""): Promise<Activity> {
  const res = await injectAs(app, viewer, get(`/api/users/${player.id}/activity?${query}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The months with games, as `{month: games}`. */
const counts = (answer: Activity) =>
  Object.fromEntries(answer.months.filter((m) => m.games > 0).map((m) => [m.month, m.games]));

/** A scrim starting at `at` (ISO) with `player` seated in it (or casting it). */
async function gameAt(
  player: TestUser,
  at: string,
  as: "player" | "caster" = "player",
  isPrivate = false,
) {
  const scrim = await buildScrim(app, { gameStartTime: new Date(at), isPrivate });
  if (as === "caster") {
    await addCasters(app, scrim.id, [player]);
  } else {
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid", user: player }]);
  }
  return scrim;
}

describe("GET /api/users/:id/activity", () => {
  it("counts the player's games by month, every month of the range, played, casted or both", async () => {
    const [player, other, viewer] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    await gameAt(player, "2024-01-10T18:00:00Z");
    await gameAt(player, "2024-01-20T18:00:00Z");
    await gameAt(player, "2024-03-05T18:00:00Z", "caster");
    await gameAt(player, "2024-03-15T18:00:00Z");
    await gameAt(player, "2024-06-15T18:00:00Z");
    await gameAt(other, "2024-02-10T18:00:00Z");

    const all = await activity(viewer, player, "from=2024-01&to=2024-04");
    expect(all).toEqual({
      from: "2024-01",
      to: "2024-04",
      filter: "all",
      tz: "UTC",
      months: [
        { month: "2024-01", games: 2 },
        { month: "2024-02", games: 0 },
        { month: "2024-03", games: 2 },
        { month: "2024-04", games: 0 },
      ],
      total: 4,
    });
    expect(counts(await activity(viewer, player, "from=2024-01&to=2024-04&filter=played"))).toEqual(
      {
        "2024-01": 2,
        "2024-03": 1,
      },
    );
    expect(counts(await activity(viewer, player, "from=2024-01&to=2024-04&filter=casted"))).toEqual(
      {
        "2024-03": 1,
      },
    );
    // A range across a new year.
    const late = await activity(viewer, player, "from=2023-11&to=2024-02");
    expect(late.months.map((m) => m.month)).toEqual(["2023-11", "2023-12", "2024-01", "2024-02"]);
    expect(counts(late)).toEqual({ "2024-01": 2 });
  });

  it("reads months in the viewer's time zone: a month starts at its local midnight", async () => {
    const [player, viewer] = [await buildUser(app), await buildUser(app)];
    // 18:15 UTC on Jan 31 is midnight of Feb 1 in Kathmandu (+05:45): February there.
    await gameAt(player, "2024-01-31T18:15:00Z");
    // 18:14:59 the same day is still January in Kathmandu.
    await gameAt(player, "2024-01-31T18:14:59Z");
    // 18:30 UTC on Feb 29 is 00:15 on Mar 1 in Kathmandu.
    await gameAt(player, "2024-02-29T18:30:00Z");
    // 04:30 UTC on Mar 1 is 23:30 on Feb 29 in New York (EST, before the change to EDT).
    await gameAt(player, "2024-03-01T04:30:00Z");

    const range = "from=2024-01&to=2024-03";
    expect(counts(await activity(viewer, player, `${range}&tz=UTC`))).toEqual({
      "2024-01": 2,
      "2024-02": 1,
      "2024-03": 1,
    });
    expect(counts(await activity(viewer, player, `${range}&tz=Asia/Kathmandu`))).toEqual({
      "2024-01": 1,
      "2024-02": 1,
      "2024-03": 2,
    });
    expect(counts(await activity(viewer, player, `${range}&tz=America/New_York`))).toEqual({
      "2024-01": 2,
      "2024-02": 2,
    });
    // The range's ends are local too: March alone in Kathmandu holds the two late games.
    expect(
      (await activity(viewer, player, "from=2024-03&to=2024-03&tz=Asia/Kathmandu")).months,
    ).toEqual([{ month: "2024-03", games: 2 }]);
  });

  it("without a range, answers the last 6 months up to the current one in the viewer's zone", async () => {
    const [player, viewer] = [await buildUser(app), await buildUser(app)];
    await gameAt(player, fromNow(-HOUR).toISOString());
    const tz = "Pacific/Kiritimati";
    const before = lastMonths(6, new Date(), tz);

    const answer = await activity(viewer, player, `tz=${tz}`);

    const after = lastMonths(6, new Date(), tz);
    expect([before, after]).toContainEqual({ from: answer.from, to: answer.to });
    expect(answer.months).toHaveLength(6);
    expect(answer.months.at(-1)?.month).toBe(answer.to);
    expect(answer.months.at(-1)?.games).toBe(monthIn(fromNow(-HOUR), tz) === answer.to ? 1 : 0);
  });

  it("counts games once they have started, not those to come", async () => {
    const [player, viewer] = [await buildUser(app), await buildUser(app)];
    await gameAt(player, fromNow(-HOUR).toISOString());
    await gameAt(player, fromNow(HOUR).toISOString());
    await gameAt(player, fromNow(HOUR).toISOString(), "caster");
    const now = monthIn(new Date(), "UTC");

    const answer = await activity(
      viewer,
      player,
      `from=${addMonths(now, -1)}&to=${addMonths(now, 1)}`,
    );

    expect(answer.months.reduce((sum, m) => sum + m.games, 0)).toBe(1);
  });

  it("tells a viewer nothing of private scrims he may not see; members and admins see them", async () => {
    const [player, teammate, stranger, admin] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildAdmin(app),
    ];
    await gameAt(player, "2024-05-10T18:00:00Z");
    const secret = await gameAt(player, "2024-05-20T18:00:00Z", "player", true);
    await seatPlayers(app, secret.id, [{ team: "teamTwo", role: "Mid", user: teammate }]);
    await gameAt(player, "2024-06-02T18:00:00Z", "caster", true);

    const range = "from=2024-05&to=2024-06";
    expect(counts(await activity(stranger, player, range))).toEqual({ "2024-05": 1 });
    expect((await activity(stranger, player, range)).total).toBe(1);
    expect(counts(await activity(teammate, player, range))).toEqual({ "2024-05": 2 });
    expect(counts(await activity(player, player, range))).toEqual({ "2024-05": 2, "2024-06": 1 });
    expect(counts(await activity(admin, player, range))).toEqual({ "2024-05": 2, "2024-06": 1 });
  });

  it("refuses a bad range, filter or zone with 400 and names the unknown player 404", async () => {
    const [player, viewer] = [await buildUser(app), await buildUser(app)];
    const ask = (query: string) =>
      injectAs(app, viewer, get(`/api/users/${player.id}/activity?${query}`));

    for (const [query, error] of [
      ["from=2024-13&to=2024-13", activityTexts.invalidMonth],
      ["from=2024-1&to=2024-02", activityTexts.invalidMonth],
      ["from=1999-12&to=2000-01", activityTexts.invalidMonth],
      ["from=2100-12&to=2101-01", activityTexts.invalidMonth],
      ["from=2024-01", activityTexts.fromAndTo],
      ["to=2024-01", activityTexts.fromAndTo],
      ["from=2024-05&to=2024-04", activityTexts.reversed],
      ["from=2021-01&to=2024-01", activityTexts.tooLong],
    ] as const) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: "VALIDATION_FAILED",
        error: expect.stringContaining(error),
      });
    }
    // Three years exactly is the longest range.
    expect((await ask("from=2021-02&to=2024-01")).statusCode).toBe(200);
    // US/Pacific-New: a zone the browser's list still has and PostgreSQL's no longer does.
    for (const query of [
      "filter=won",
      "tz=Mars/Olympus",
      "tz=UTC%3Bdrop",
      "tz=US/Pacific-New",
      "from=now&to=later",
    ]) {
      expectRefusal(await ask(query), 400, { code: "VALIDATION_FAILED" });
    }

    const unknown = await injectAs(app, viewer, get(`/api/users/${UNKNOWN_ID}/activity`));
    expectRefusal(unknown, 404, { code: "NOT_FOUND" });
    expectRefusal(await injectAs(app, viewer, get("/api/users/not-an-id/activity")), 400, {
      code: "VALIDATION_FAILED",
    });
    const visitor = await app.inject(get(`/api/users/${player.id}/activity`));
    expectRefusal(visitor, 401, { code: "UNAUTHORIZED" });
  });
});
