import { describe, expect, it, onTestFinished } from "vitest";
import { authMessages } from "@scrims/shared/auth/auth.schema";
import {
  ACTIVITY_LIMIT,
  EMPTY_ACTIVITY_DETAILS,
  type ActivityDto,
  type DashboardStatsDto,
} from "@scrims/shared/dashboard/dashboard.schema";
import { startOfUtcDay } from "@/features/auth/auth.rules";
import { expectError } from "@/test/assertions";
import { endBanNow, insertBan } from "@/test/bans";
import { buildTestApp, devLogin, injectAs, testApp } from "@/test/app";
import { countedFromRows } from "@/test/dashboard";
import {
  buildAdmin,
  buildIdentity,
  buildScrim,
  buildUser,
  loadUserRow,
  type TestUser,
} from "@/test/factories";
import { uniqueEmail } from "@/test/factories/unique";
import { accountDetails, authRequests, get, userRequests } from "@/test/requests";
import { scrimRequests } from "@/test/scrim-requests";
import { DAY, HOUR, MINUTE, ago, fromNow } from "@/test/time";

// A database of its own (PGlite per file anyway; on PostgreSQL a fresh one), so every figure is
// exactly what the rows made here add up to.
const app = await testApp({}, { ownDatabase: true });

const ROUTES = ["stats", "activity", "system-status"].map((name) => `/api/admin/dashboard/${name}`);

async function stats(admin: TestUser): Promise<DashboardStatsDto> {
  const res = await injectAs(app, admin, get("/api/admin/dashboard/stats"));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function activity(admin: TestUser): Promise<ActivityDto[]> {
  const res = await injectAs(app, admin, get("/api/admin/dashboard/activity"));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("who may read the dashboard", () => {
  it.each(ROUTES)(
    "%s: 401 for a visitor, 403 for a player or a sign-in without an account",
    async (url) => {
      expectError(await app.inject(get(url)), 401, {
        error: authMessages.loginRequired,
        code: "UNAUTHORIZED",
      });
      expectError(await injectAs(app, await buildUser(app), get(url)), 403, {
        error: authMessages.noPermission,
        code: "FORBIDDEN",
      });
      expectError(await injectAs(app, await buildIdentity(app), get(url)), 403, {
        error: authMessages.registrationRequired,
        code: "REGISTRATION_REQUIRED",
      });
    },
  );

  it.each(ROUTES)("%s: 200 for an admin", async (url) => {
    const res = await injectAs(app, await buildAdmin(app), get(url));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("GET /api/admin/dashboard/stats", () => {
  it("counts users, scrims, bans, registrations, game days, regions and ranks from the rows", async () => {
    // On a database of its own: the rows of the other tests stay out of these figures.
    const own = await buildTestApp({}, { ownDatabase: true });
    onTestFinished(() => own.close());
    const midnight = startOfUtcDay(new Date());
    const user = (overrides: Parameters<typeof buildUser>[1]) => buildUser(own, overrides);

    const admin = await buildAdmin(own, { createdAt: ago(3 * DAY), rank: "Challenger" });
    const a = await user({
      createdAt: ago(2 * DAY),
      region: "EUW",
      rank: "Gold 1",
      lastSeenAt: new Date(),
    });
    const b = await user({
      createdAt: ago(8 * DAY),
      region: "EUW",
      rank: "Gold 4",
      lastSeenAt: new Date(midnight.getTime() - MINUTE),
    });
    const c = await user({ createdAt: ago(40 * DAY), region: "OCE", rank: "Unranked" });
    const d = await user({ createdAt: ago(400 * DAY), region: "NA", rank: "Emerald 2" });
    // A deleted account registered (the monthly chart) but is no player any more.
    const deleted = await user({
      createdAt: ago(DAY),
      region: "LAN",
      rank: "Iron 4",
      lastSeenAt: new Date(),
      deletedAt: new Date(),
    });

    await insertBan(own, { userId: a.id, dateFrom: ago(DAY), dateTo: fromNow(2 * DAY) });
    await insertBan(own, { userId: b.id, dateFrom: ago(5 * DAY), dateTo: ago(1000) });
    await insertBan(own, {
      userId: b.id,
      dateFrom: ago(30 * DAY),
      dateTo: ago(20 * DAY),
      liftedAt: ago(20 * DAY),
    });
    await insertBan(own, {
      userId: c.id,
      dateFrom: ago(10 * DAY),
      dateTo: fromNow(10 * DAY),
      liftedAt: ago(5 * DAY),
    });

    const scrim = (createdAt: Date, gameStartTime: Date) =>
      buildScrim(own, { createdById: admin.id, createdAt, gameStartTime });
    const dayStart = (days: number) => new Date(midnight.getTime() + days * DAY);
    await scrim(ago(10 * DAY), new Date(dayStart(-7).getTime() + HOUR)); // before the chart
    await scrim(ago(DAY), new Date(dayStart(-2).getTime() + 12 * HOUR));
    await scrim(new Date(), new Date(dayStart(0).getTime() + MINUTE));
    await scrim(new Date(), new Date(dayStart(0).getTime() + MINUTE));
    await scrim(new Date(), new Date(dayStart(1).getTime() + HOUR)); // tomorrow: after the chart

    const res = await injectAs(own, admin, get("/api/admin/dashboard/stats"));
    expect(res.statusCode, res.body).toBe(200);

    const registered = [admin, a, b, c, d, deleted].map((u) => u.createdAt);
    const months = new Map<string, { year: number; month: number; count: number }>();
    for (const date of registered) {
      const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
      const entry = months.get(key) ?? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        count: 0,
      };
      months.set(key, { ...entry, count: entry.count + 1 });
    }
    const chartDay = (days: number) => dayStart(days).toISOString().slice(0, 10);

    expect(res.json()).toEqual({
      totalUsers: 5,
      weeklyNewUsers: 2, // admin and a; b registered 8 days ago
      totalScrims: 5,
      weeklyNewScrims: 4,
      activeToday: 2, // a, and the admin by asking; b was last seen yesterday
      banStatistics: { activeBans: 1, expiredBans: 1, totalBannedUsers: 3, totalBans: 4 },
      monthlyUserGrowth: [...months.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([, entry]) => entry),
      // Six days back to today: one scrim two days ago, two today.
      weeklyScrimActivity: [0, 0, 0, 0, 1, 0, 2].map((scrims, index) => ({
        day: chartDay(index - 6),
        scrims,
      })),
      regionDistribution: [
        { region: "EUW", count: 2 },
        { region: "NA", count: 2 },
        { region: "OCE", count: 1 },
      ],
      rankDistribution: [
        { rank: "Gold", count: 2 },
        { rank: "Challenger", count: 1 },
        { rank: "Emerald", count: 1 },
        { rank: "Unranked", count: 1 },
      ],
    });
  });

  it("keeps its counts equal to the rows through registration, settings, admin edits, deletion and scrims", async () => {
    const own = await buildTestApp({}, { ownDatabase: true });
    onTestFinished(() => own.close());
    const admin = await buildAdmin(own);
    const figures = async () => {
      const res = await injectAs(own, admin, get("/api/admin/dashboard/stats"));
      expect(res.statusCode, res.body).toBe(200);
      const { totalUsers, totalScrims, monthlyUserGrowth, regionDistribution, rankDistribution } =
        res.json() as DashboardStatsDto;
      return { totalUsers, totalScrims, monthlyUserGrowth, regionDistribution, rankDistribution };
    };
    const expectCountedFromRows = async () =>
      expect(await figures()).toEqual(await countedFromRows(own));

    const { token } = await devLogin(own, uniqueEmail());
    const registered = await own.inject({
      ...authRequests.register(accountDetails({ region: "EUW", rank: "Gold 2" })),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const player = registered.json().user as { _id: string };
    await expectCountedFromRows();

    const settings = async (changes: Record<string, unknown>) => {
      const res = await injectAs(own, token, authRequests.updateUser(accountDetails(changes)));
      expect(res.statusCode, res.body).toBe(200);
    };
    await settings({ region: "OCE", rank: "Gold 1" }); // another region, the same division
    await expectCountedFromRows();
    await settings({ region: "OCE", rank: "Silver 3" }); // another division
    await expectCountedFromRows();
    const edited = await injectAs(
      own,
      admin,
      userRequests.adminEdit(player._id, { rank: "Iron 1" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await expectCountedFromRows();

    const created = await injectAs(
      own,
      admin,
      scrimRequests.create({ gameStartTime: fromNow(HOUR).toISOString(), region: "NA" }),
    );
    expect(created.statusCode, created.body).toBe(200);
    await buildScrim(own, { createdById: admin.id, createdAt: ago(40 * DAY) });
    expect((await figures()).totalScrims).toBe(2);
    const deletedScrim = await injectAs(own, admin, scrimRequests.remove(created.json()._id));
    expect(deletedScrim.statusCode, deletedScrim.body).toBe(204);
    expect((await figures()).totalScrims).toBe(1);
    await expectCountedFromRows();

    const before = await figures();
    const gone = await injectAs(own, token, authRequests.deleteAccount);
    expect(gone.statusCode, gone.body).toBe(204);
    await expectCountedFromRows();
    const after = await figures();
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    // A deleted account did register: the monthly chart keeps it.
    expect(after.monthlyUserGrowth).toEqual(before.monthlyUserGrowth);
  });

  it("counts every one of many registrations made at the same moment", async () => {
    const own = await buildTestApp({}, { ownDatabase: true });
    onTestFinished(() => own.close());
    const admin = await buildAdmin(own, { region: "LAN", rank: "Diamond 1" });
    const logins = await Promise.all(Array.from({ length: 8 }, () => devLogin(own, uniqueEmail())));

    // One region and division: every registration adds to the same running count at once.
    const answers = await Promise.all(
      logins.map(({ token }) =>
        own.inject({
          ...authRequests.register(accountDetails({ region: "EUNE", rank: "Master" })),
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );

    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const res = await injectAs(own, admin, get("/api/admin/dashboard/stats"));
    const figures = res.json() as DashboardStatsDto;
    expect(figures.totalUsers).toBe(9);
    expect(figures.regionDistribution).toEqual([
      { region: "EUNE", count: 8 },
      { region: "LAN", count: 1 },
    ]);
    expect(figures.rankDistribution).toEqual([
      { rank: "Master", count: 8 },
      { rank: "Diamond", count: 1 },
    ]);
  });

  it("counts a player as active today from his first signed-in request after midnight UTC", async () => {
    const admin = await buildAdmin(app);
    const midnight = startOfUtcDay(new Date());
    const yesterday = new Date(midnight.getTime() - MINUTE);
    const player = await buildUser(app, { lastSeenAt: yesterday });
    const before = (await stats(admin)).activeToday;

    await injectAs(app, player, get(`/api/users/by-id/${player.id}`));

    expect((await loadUserRow(app, player.id))?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(
      midnight.getTime(),
    );
    expect((await stats(admin)).activeToday).toBe(before + 1);
  });

  it("writes an account's lastSeenAt at most every few minutes", async () => {
    const midnight = startOfUtcDay(new Date()).getTime();
    const recently = new Date(Math.max(midnight, Date.now() - MINUTE));
    const recent = await buildUser(app, { lastSeenAt: recently });
    const stale = await buildUser(app, { lastSeenAt: ago(10 * MINUTE) });

    await injectAs(app, recent, get(`/api/users/by-id/${recent.id}`));
    await injectAs(app, stale, get(`/api/users/by-id/${stale.id}`));

    expect((await loadUserRow(app, recent.id))?.lastSeenAt).toEqual(recently);
    expect((await loadUserRow(app, stale.id))?.lastSeenAt?.getTime()).toBeGreaterThan(
      Date.now() - MINUTE,
    );
  });

  it("follows a ban through active, expired and lifted", async () => {
    const admin = await buildAdmin(app);
    const player = await buildUser(app);
    const before = (await stats(admin)).banStatistics;

    const ban = await insertBan(app, {
      userId: player.id,
      dateFrom: ago(2 * DAY),
      dateTo: fromNow(DAY),
    });
    expect((await stats(admin)).banStatistics).toEqual({
      activeBans: before.activeBans + 1,
      expiredBans: before.expiredBans,
      totalBannedUsers: before.totalBannedUsers + 1,
      totalBans: before.totalBans + 1,
    });

    await endBanNow(app, ban.id);
    expect((await stats(admin)).banStatistics).toMatchObject({
      activeBans: before.activeBans,
      expiredBans: before.expiredBans + 1,
    });

    const lifted = await injectAs(app, admin, {
      method: "POST",
      url: "/api/admin/lift-expired-bans",
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await stats(admin)).banStatistics).toEqual({
      activeBans: before.activeBans,
      expiredBans: 0,
      totalBannedUsers: before.totalBannedUsers + 1,
      totalBans: before.totalBans + 1,
    });
  });
});

describe("GET /api/admin/dashboard/activity", () => {
  it("lists scrims created, players registered and bans given and lifted, newest first", async () => {
    const own = await buildTestApp({}, { ownDatabase: true });
    onTestFinished(() => own.close());
    const admin = await buildAdmin(own, { name: "Activity Admin", createdAt: ago(10 * DAY) });
    const banned = await buildUser(own, {
      name: "Banned One",
      region: "EUW",
      rank: "Silver 1",
      createdAt: ago(9 * DAY),
    });
    const open = await buildScrim(own, {
      title: "Open scrim",
      region: "OCE",
      createdById: admin.id,
      createdAt: ago(5 * MINUTE),
    });
    const newcomer = await buildUser(own, {
      name: "Newcomer",
      region: "LAN",
      rank: "Iron 2",
      createdAt: ago(4 * MINUTE),
    });
    await insertBan(own, {
      userId: banned.id,
      dateFrom: ago(DAY),
      dateTo: fromNow(DAY),
      reason: "Griefing",
      createdAt: ago(3 * MINUTE),
      liftedAt: ago(2 * MINUTE),
    });
    const played = await buildScrim(own, {
      title: "Played scrim",
      createdById: admin.id,
      createdAt: ago(MINUTE),
      teamWon: "teamOne",
    });
    // A deleted account is no player to visit.
    await buildUser(own, { createdAt: ago(30 * 1000), deletedAt: new Date() });

    const res = await injectAs(own, admin, get("/api/admin/dashboard/activity"));
    expect(res.statusCode, res.body).toBe(200);

    const none = EMPTY_ACTIVITY_DETAILS;
    const bannedDetails = {
      ...none,
      userName: "Banned One",
      userId: banned.id,
      region: "EUW",
      rank: "Silver 1",
      reason: "Griefing",
    };
    const adminDetails = { userName: "Activity Admin", userId: admin.id };
    expect(res.json()).toEqual([
      {
        type: "scrim",
        description: 'New scrim "Played scrim" created by Activity Admin',
        timestamp: played.createdAt.toISOString(),
        status: "completed",
        details: { ...none, ...adminDetails, scrimId: played.id, region: "NA" },
      },
      {
        type: "ban",
        description: "Banned One's ban was lifted",
        timestamp: expect.any(String),
        status: "lifted",
        details: bannedDetails,
      },
      {
        type: "ban",
        description: "Banned One was banned",
        timestamp: expect.any(String),
        status: "banned",
        details: bannedDetails,
      },
      {
        type: "user",
        description: "New player registered: Newcomer",
        timestamp: newcomer.createdAt.toISOString(),
        status: "new",
        details: {
          ...none,
          userName: "Newcomer",
          userId: newcomer.id,
          region: "LAN",
          rank: "Iron 2",
        },
      },
      {
        type: "scrim",
        description: 'New scrim "Open scrim" created by Activity Admin',
        timestamp: open.createdAt.toISOString(),
        status: "active",
        details: { ...none, ...adminDetails, scrimId: open.id, region: "OCE" },
      },
      {
        type: "user",
        description: "New player registered: Banned One",
        timestamp: banned.createdAt.toISOString(),
        status: "new",
        details: { ...bannedDetails, reason: null },
      },
      {
        type: "user",
        description: "New player registered: Activity Admin",
        timestamp: admin.createdAt.toISOString(),
        status: "new",
        details: { ...none, ...adminDetails, region: "NA", rank: "Gold 2" },
      },
    ]);
  });

  it(`keeps the newest ${ACTIVITY_LIMIT}`, async () => {
    const admin = await buildAdmin(app);
    const newest: TestUser[] = [];
    for (let i = 0; i <= ACTIVITY_LIMIT; i += 1) {
      newest.push(await buildUser(app, { createdAt: fromNow(HOUR + i * MINUTE) }));
    }

    const list = await activity(admin);

    expect(list.map((item) => item.details.userId)).toEqual(
      newest
        .slice(1)
        .reverse()
        .map((u) => u.id),
    );
  });
});
