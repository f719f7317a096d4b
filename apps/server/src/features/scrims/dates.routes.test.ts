import { describe, expect, it } from "vitest";
import { DATE_YEARS_MESSAGE, GAME_WINDOW_MESSAGE } from "@scrims/shared/common/dates";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildScrim, loadScrimRow } from "@/test/factories";
import { get } from "@/test/requests";
import { scrimEditPayload, scrimRequests } from "@/test/scrim-requests";
import { DAY, HOUR } from "@/test/time";

const app = await testApp();

const inAnHour = () => new Date(Date.now() + HOUR).toISOString();

/** Dates the server cannot store or read back faithfully, or that are not dates at all. */
const BAD_DATES = [
  "0050-06-01T18:00:00Z",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "+002026-11-25T10:00:00Z",
  "2026-11-25",
  "2026-02-30T10:00:00Z",
  "tomorrow",
  "",
];

/** Well-formed, in the sane years, but no game starts then. */
const OUTSIDE_GAME_WINDOW = () => [
  new Date(Date.now() - 400 * DAY).toISOString(),
  new Date(Date.now() + 740 * DAY).toISOString(),
];

describe("date inputs", () => {
  it("refuses a gameStartTime that is not ISO-8601 in the years 2000–2100, or outside a year back to two years ahead, with 400 and commits nothing", async () => {
    const admin = await buildAdmin(app);
    for (const gameStartTime of [...BAD_DATES, ...OUTSIDE_GAME_WINDOW()]) {
      const res = await injectAs(app, admin, scrimRequests.create({ gameStartTime, region: "NA" }));
      expect(res.statusCode, gameStartTime).toBe(400);
      expect(["VALIDATION_FAILED", "DATE_OUT_OF_RANGE"]).toContain(res.json().code);
    }
    const created = await injectAs(app, admin, get(`/api/users/${admin.id}/created-scrims`));
    expect(created.statusCode).toBe(200);
    expect(created.json().scrims).toEqual([]);
  });

  it("says why a well-formed date is refused", async () => {
    const admin = await buildAdmin(app);
    const create = (gameStartTime: string) =>
      injectAs(app, admin, scrimRequests.create({ gameStartTime, region: "NA" }));
    expect((await create("0050-06-01T18:00:00Z")).json()).toEqual({
      error: `Invalid body: gameStartTime: ${DATE_YEARS_MESSAGE}`,
      code: "VALIDATION_FAILED",
      requestId: expect.any(String),
    });
    for (const gameStartTime of OUTSIDE_GAME_WINDOW()) {
      expect((await create(gameStartTime)).json()).toEqual({
        error: GAME_WINDOW_MESSAGE,
        code: "DATE_OUT_OF_RANGE",
        requestId: expect.any(String),
      });
    }
  });

  it("refuses the same dates on edit and leaves the scrim as it was", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app);
    for (const gameStartTime of [...BAD_DATES, ...OUTSIDE_GAME_WINDOW()]) {
      const res = await injectAs(
        app,
        admin,
        scrimRequests.edit(scrim.id, scrimEditPayload({ gameStartTime: gameStartTime })),
      );
      expect(res.statusCode, gameStartTime).toBe(400);
    }
    expect((await loadScrimRow(app, scrim.id))?.gameStartTime).toEqual(scrim.gameStartTime);
  });

  it("lets an admin edit an old scrim whose start has left the window, keeping that start", async () => {
    const admin = await buildAdmin(app);
    const old = new Date(Date.now() - 500 * DAY);
    old.setUTCMilliseconds(0);
    const scrim = await buildScrim(app, { gameStartTime: old });
    const res = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditPayload({ gameStartTime: old.toISOString() })),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses malformed dates in the hub list's query, and lists any day of the sane years", async () => {
    const admin = await buildAdmin(app);
    for (const startDate of BAD_DATES) {
      const endDate = startDate.startsWith("0050") ? "0050-06-02T00:00:00Z" : inAnHour();
      const res = await injectAs(app, admin, {
        method: "GET",
        url: "/api/scrims",
        query: { region: "NA", startDate, endDate },
      });
      expect(res.statusCode, startDate).toBe(400);
    }
    const longAgo = new Date(Date.now() - 800 * DAY);
    const res = await injectAs(app, admin, {
      method: "GET",
      url: "/api/scrims",
      query: {
        region: "NA",
        startDate: longAgo.toISOString(),
        endDate: new Date(longAgo.getTime() + DAY).toISOString(),
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it("accepts dates inside the window with any offset and reads back the same instant", async () => {
    const admin = await buildAdmin(app);
    const start = new Date(Date.now() + 30 * DAY);
    start.setUTCMilliseconds(0);
    // The same instant written in Kathmandu time (+05:45).
    const local = new Date(start.getTime() + (5 * 60 + 45) * 60_000)
      .toISOString()
      .replace(/\.\d+Z$/, "+05:45");
    const res = await injectAs(
      app,
      admin,
      scrimRequests.create({ gameStartTime: local, region: "NA" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gameStartTime).toBe(start.toISOString());
    const lastYear = new Date(Date.now() - 300 * DAY).toISOString();
    const edit = await injectAs(
      app,
      admin,
      scrimRequests.edit(res.json()._id, scrimEditPayload({ gameStartTime: lastYear })),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().gameStartTime).toBe(lastYear);
  });
});
