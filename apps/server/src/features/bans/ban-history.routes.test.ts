import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "@scrims/shared/auth/auth.schema";
import type { BanHistoryPageDto } from "@scrims/shared/bans/ban-history.schema";
import type { App } from "@/app";
import { expectError, expectRefusal } from "@/test/assertions";
import { buildTestApp, injectAs } from "@/test/app";
import { insertBan } from "@/test/bans";
import { buildAdmin, buildUser, type TestUser } from "@/test/factories";
import { DAY, fromNow } from "@/test/time";

// A database of this file's own: totals, pages and the list of days are exact only when no
// other file's bans are in it.

let app: App;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp({}, { ownDatabase: true });
  admin = await buildAdmin(app);
});
afterAll(() => app.close());

const get = (url: string, who: TestUser = admin) => injectAs(app, who, { method: "GET", url });
const history = async (query: string) => {
  const res = await get(`/api/admin/all-bans-history?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BanHistoryPageDto;
};

const at = (iso: string) => new Date(iso);

describe("GET /api/admin/all-bans-history", () => {
  it("is for admins only: 401 for a visitor, 403 for a player, on the list and its options", async () => {
    const player = await buildUser(app);
    for (const url of [
      "/api/admin/all-bans-history",
      "/api/admin/all-bans-history/names?q=ab",
      "/api/admin/all-bans-history/dates",
    ]) {
      expectRefusal(await app.inject({ method: "GET", url }), 401, { code: "UNAUTHORIZED" });
      expectError(await get(url, player), 403, {
        error: authMessages.noPermission,
        code: "FORBIDDEN",
      });
    }
  });

  it("answers the spec's fields, sorted by createdAt ascending, a page at a time with totals", async () => {
    const player = await buildUser(app, { name: "Paging Pete", region: "EUW" });
    // Inserted out of order: the list follows createdAt, not insertion.
    const created = [5, 1, 4, 7, 2, 6, 3].map((n) => at(`2026-01-0${n}T10:00:00Z`));
    for (const [index, createdAt] of created.entries()) {
      await insertBan(app, {
        userId: player.id,
        dateFrom: at("2025-12-01T00:00:00Z"),
        dateTo: at("2025-12-03T00:00:00Z"),
        reason: `ban ${index}`,
        createdAt,
        liftedAt: at("2025-12-03T00:00:00Z"),
      });
    }
    const first = await history("name=paging%20pete&pageSize=3");
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3, pageCount: 3 });
    expect(first.bans[0]).toEqual({
      _id: expect.any(String),
      _user: { _id: player.id, name: "Paging Pete", region: "EUW" },
      dateFrom: "2025-12-01T00:00:00.000Z",
      dateTo: "2025-12-03T00:00:00.000Z",
      isActive: false,
      reason: "ban 1",
      createdAt: "2026-01-01T10:00:00.000Z",
      liftedAt: "2025-12-03T00:00:00.000Z",
    });
    const pages = [first, await history("name=PagingPete&pageSize=3&page=2")];
    pages.push(await history("name=Paging Pete&pageSize=3&page=3"));
    expect(pages.map((page) => page.bans.length)).toEqual([3, 3, 1]);
    const order = pages.flatMap((page) => page.bans.map((ban) => ban.createdAt.slice(0, 10)));
    expect(order).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `2026-01-0${n}`));
    const past = await history("name=Paging Pete&pageSize=3&page=4");
    expect(past).toMatchObject({ bans: [], total: 7, pageCount: 3 });
  });

  it("filters by status: Active (not lifted, not ended, started or not) and Expired (ended or lifted)", async () => {
    const biting = await buildUser(app, { name: "Status Biting" });
    const later = await buildUser(app, { name: "Status Later" });
    const ended = await buildUser(app, { name: "Status Ended" });
    const lifted = await buildUser(app, { name: "Status Lifted" });
    await insertBan(app, { userId: biting.id, dateFrom: fromNow(-DAY), dateTo: fromNow(DAY) });
    await insertBan(app, { userId: later.id, dateFrom: fromNow(DAY), dateTo: fromNow(3 * DAY) });
    await insertBan(app, { userId: ended.id, dateFrom: fromNow(-3 * DAY), dateTo: fromNow(-1000) });
    await insertBan(app, {
      userId: lifted.id,
      dateFrom: fromNow(-DAY),
      dateTo: fromNow(DAY),
      liftedAt: fromNow(-1000),
    });
    const namesOf = async (status: string) => {
      const page = await history(`status=${status}&pageSize=100`);
      return page.bans
        .map((ban) => ban._user.name)
        .filter((name) => name.startsWith("Status"))
        .sort();
    };
    expect(await namesOf("active")).toEqual(["Status Biting", "Status Later"]);
    expect(await namesOf("expired")).toEqual(["Status Ended", "Status Lifted"]);
    expect(await namesOf("all")).toHaveLength(4);
    const active = await history("status=active&name=Status Biting");
    expect(active.bans.map((ban) => ban.isActive)).toEqual([true]);
    const expired = await history("status=expired&name=Status Lifted");
    expect(expired.bans.map((ban) => ban.isActive)).toEqual([false]);
  });

  it("filters by the day a ban starts, in the viewer's time zone, and lists those days newest first", async () => {
    const player = await buildUser(app, { name: "Zone Zed" });
    // 20:00 UTC on 10 March is already 11 March in Kathmandu (UTC+5:45).
    const lateEvening = at("2026-03-10T20:00:00Z");
    await insertBan(app, {
      userId: player.id,
      dateFrom: lateEvening,
      dateTo: at("2026-03-12T20:00:00Z"),
      liftedAt: at("2026-03-12T20:00:00Z"),
    });
    await insertBan(app, {
      userId: player.id,
      dateFrom: at("2026-02-01T09:00:00Z"),
      dateTo: at("2026-02-03T09:00:00Z"),
      liftedAt: at("2026-02-03T09:00:00Z"),
    });
    const inUtc = await history("name=Zone Zed&date=2026-03-10");
    expect(inUtc.bans.map((ban) => ban.dateFrom)).toEqual([lateEvening.toISOString()]);
    expect((await history("name=Zone Zed&date=2026-03-11")).total).toBe(0);
    const inKathmandu = await history("name=Zone Zed&date=2026-03-11&tz=Asia/Kathmandu");
    expect(inKathmandu.bans.map((ban) => ban.dateFrom)).toEqual([lateEvening.toISOString()]);

    const dates = async (tz: string) =>
      ((await get(`/api/admin/all-bans-history/dates?tz=${tz}`)).json() as { dates: string[] })
        .dates;
    const utcDays = await dates("UTC");
    expect(utcDays.indexOf("2026-03-10")).toBeLessThan(utcDays.indexOf("2026-02-01"));
    expect(utcDays).not.toContain("2026-03-11");
    expect([...utcDays].sort().reverse()).toEqual(utcDays);
    expect(new Set(utcDays).size).toBe(utcDays.length);
    expect(await dates("Asia/Kathmandu")).toContain("2026-03-11");
  });

  it("offers the names of banned players only, matching any part of the name", async () => {
    const banned = await buildUser(app, { name: "Autocomplete Ana", region: "OCE" });
    await buildUser(app, { name: "Autocomplete Ben" });
    await insertBan(app, { userId: banned.id, dateFrom: fromNow(-DAY), dateTo: fromNow(DAY) });
    const res = await get("/api/admin/all-bans-history/names?q=complete");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ names: [{ name: "Autocomplete Ana", region: "OCE" }] });
    const wildcard = await get("/api/admin/all-bans-history/names?q=%25");
    expect(wildcard.json()).toEqual({ names: [] });
  });

  it("refuses bad paging and filters with 400 {error, code}", async () => {
    for (const query of [
      "page=0",
      "page=x",
      "pageSize=101",
      "pageSize=0",
      "status=lifted",
      "date=2026-13-01",
      "date=yesterday",
      "tz=Not/AZone",
      "tz=UTC%3Bdrop",
      `name=${"x".repeat(101)}`,
    ]) {
      const res = await get(`/api/admin/all-bans-history?${query}`);
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
    }
    const names = await get("/api/admin/all-bans-history/names?q=%20");
    expectRefusal(names, 400, { code: "VALIDATION_FAILED" });
    const dates = await get("/api/admin/all-bans-history/dates?tz=Mars/Olympus");
    expectRefusal(dates, 400, { code: "VALIDATION_FAILED" });
  });
});
