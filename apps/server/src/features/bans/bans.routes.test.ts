import { describe, expect, it } from "vitest";
import { banMessages, BAN_REASON_MAX } from "@scrims/shared/bans/bans.schema";
import { CONTROL_CHARACTERS_MESSAGE } from "@scrims/shared/common/text";
import { expectError, expectRefusal } from "@/test/assertions";
import { devLogin, injectAs, testApp } from "@/test/app";
import { banBodiesWithBadDates, bansOf, banWindow, insertBan } from "@/test/bans";
import {
  UNKNOWN_ID,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { authRequests, ownWrite, userRequests } from "@/test/requests";

const app = await testApp();
const admin = await buildAdmin(app);

const ban = (by: TestUser, userId: string, payload: object) =>
  injectAs(app, by, userRequests.ban(userId, payload));
const unban = (by: TestUser, userId: string) => injectAs(app, by, userRequests.unban(userId));
const valid = (extra: object = {}) => ({ ...banWindow(0, 7), reason: "Toxic in chat", ...extra });

describe("POST /api/users/:id/ban", () => {
  it("bans a player, keeps who and why, and shows currentBan", async () => {
    const player = await buildUser(app);
    const window = banWindow(-1, 3);
    const res = await ban(admin, player.id, { ...window, reason: "  Toxic in chat  " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: player.id,
      currentBan: {
        isActive: true,
        dateFrom: window.dateFrom,
        dateTo: window.dateTo,
        reason: "Toxic in chat",
        _bannedBy: admin.id,
      },
    });
    const [row] = await bansOf(app, player.id);
    expect(row).toMatchObject({ bannedById: admin.id, reason: "Toxic in chat", liftedAt: null });
  });

  it("refuses dateTo less than a day after dateFrom, with the rule's message", async () => {
    const player = await buildUser(app);
    const from = new Date();
    const almostADay = new Date(from.getTime() + 24 * 60 * 60 * 1000 - 1000);
    for (const dateTo of [almostADay, from, new Date(from.getTime() - 1000)]) {
      const res = await ban(admin, player.id, {
        dateFrom: from.toISOString(),
        dateTo: dateTo.toISOString(),
        reason: "x",
      });
      expectError(res, 400, {
        error: `Invalid body: dateTo: ${banMessages.dateToTooEarly}`,
        code: "VALIDATION_FAILED",
      });
    }
    const exactlyADay = new Date(from.getTime() + 24 * 60 * 60 * 1000);
    const ok = await ban(admin, player.id, {
      dateFrom: from.toISOString(),
      dateTo: exactlyADay.toISOString(),
      reason: "x",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a missing or overlong reason and bad dates (400), changing nothing", async () => {
    const player = await buildUser(app);
    const cases: [object, string][] = [
      [valid({ reason: "" }), banMessages.reasonRequired],
      [valid({ reason: "   " }), banMessages.reasonRequired],
      [{ ...banWindow(0, 2) }, banMessages.reasonRequired],
      [valid({ reason: "x".repeat(BAN_REASON_MAX + 1) }), banMessages.reasonTooLong],
      [valid({ dateFrom: "yesterday" }), banMessages.invalidDate],
      [{ dateTo: banWindow(0, 2).dateTo, reason: "x" }, banMessages.dateFromRequired],
    ];
    for (const [payload, error] of cases) {
      const res = await ban(admin, player.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect(await bansOf(app, player.id)).toEqual([]);
    const longest = await ban(admin, player.id, valid({ reason: "x".repeat(BAN_REASON_MAX) }));
    expect(longest.statusCode).toBe(200);
  });

  it("refuses dates outside the years 2000–2100 and strings that are no date (400), changing nothing", async () => {
    const player = await buildUser(app);
    for (const { what, body } of banBodiesWithBadDates()) {
      const res = await ban(admin, player.id, body);
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
      expect(res.json().error, what).toMatch(/^Invalid body: date(From|To): /);
    }
    expect(await bansOf(app, player.id)).toEqual([]);
  });

  it("refuses a reason of several lines or with control characters (400), changing nothing", async () => {
    const player = await buildUser(app);
    for (const reason of ["Toxic\nin chat", "Toxic\r\nin chat", "Toxic\u2028in chat", "\nToxic"]) {
      const res = await ban(admin, player.id, valid({ reason }));
      expectError(res, 400, {
        error: `Invalid body: reason: ${banMessages.reasonOneLine}`,
        code: "VALIDATION_FAILED",
      });
    }
    for (const reason of ["Toxic\tin chat", "Toxic\u0000", "Toxic\u001b[31m"]) {
      const res = await ban(admin, player.id, valid({ reason }));
      expect(res.statusCode, JSON.stringify(reason)).toBe(400);
      expect(res.json().error).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(await bansOf(app, player.id)).toEqual([]);
  });

  it("does not let an admin ban himself or another admin (403), nor an unknown player (404)", async () => {
    const self = await ban(admin, admin.id, valid());
    expectError(self, 403, { error: banMessages.cannotBanSelf, code: "FORBIDDEN" });
    const other = await buildAdmin(app);
    const res = await ban(admin, other.id, valid());
    expectError(res, 403, { error: banMessages.cannotBanAdmin, code: "FORBIDDEN" });
    expect(await bansOf(app, other.id)).toEqual([]);
    const unknown = await ban(admin, UNKNOWN_ID, valid());
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a second ban while one is open (409)", async () => {
    const player = await buildUser(app);
    expect((await ban(admin, player.id, valid())).statusCode).toBe(200);
    const again = await ban(admin, player.id, valid());
    expectError(again, 409, { error: banMessages.alreadyBanned, code: "ALREADY_BANNED" });
  });

  it("lets only one of two admins banning at once succeed (the database decides)", async () => {
    const player = await buildUser(app);
    const other = await buildAdmin(app);
    const results = await Promise.all([
      ban(admin, player.id, valid({ reason: "first" })),
      ban(other, player.id, valid({ reason: "second" })),
      ban(admin, player.id, valid({ reason: "third" })),
    ]);
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await bansOf(app, player.id)).toHaveLength(1);
  });

  it("lifts an expired ban of the player before giving a new one (history kept)", async () => {
    const player = await buildUser(app);
    const old = await insertBan(app, {
      userId: player.id,
      dateFrom: new Date(Date.now() - 5 * 86_400_000),
      dateTo: new Date(Date.now() - 60_000),
    });
    expect((await ban(admin, player.id, valid())).statusCode).toBe(200);
    const history = await bansOf(app, player.id);
    expect(history).toHaveLength(2);
    expect(history.find((row) => row.id === old.id)?.liftedAt).not.toBeNull();
  });
});

describe("POST /api/users/:id/unban", () => {
  it("lifts the ban (by whom, when), lets the player write again, and keeps the history", async () => {
    const player = await buildUser(app);
    await ban(admin, player.id, valid());
    const refused = await injectAs(app, player, ownWrite(player));
    expect(refused.statusCode).toBe(403);
    const res = await unban(admin, player.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: player.id, currentBan: null });
    const [row] = await bansOf(app, player.id);
    expect(row?.liftedById).toBe(admin.id);
    expect(row?.liftedAt).toBeInstanceOf(Date);
    const allowed = await injectAs(app, player, ownWrite(player));
    expect(allowed.statusCode).toBe(200);
  });

  it("answers 409 for a player who is not banned", async () => {
    const player = await buildUser(app);
    const res = await unban(admin, player.id);
    expectError(res, 409, { error: banMessages.notBanned, code: "NOT_BANNED" });
  });
});

describe("what a banned player may still do", () => {
  it("reads, sees his own ban with its reason, signs out and in again; others see no reason", async () => {
    const player = await buildUser(app);
    const window = banWindow(0, 10);
    await ban(admin, player.id, { ...window, reason: "Griefing" });
    const me = await injectAs(app, player, authRequests.verify);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.currentBan).toMatchObject({
      isActive: true,
      dateTo: window.dateTo,
      reason: "Griefing",
    });
    const profile = await injectAs(app, player, {
      method: "GET",
      url: `/api/users/by-id/${player.id}`,
    });
    expect(profile.statusCode).toBe(200);
    const byOther = await injectAs(app, await buildUser(app), {
      method: "GET",
      url: `/api/users/${encodeURIComponent(player.name)}?region=NA`,
    });
    expect(byOther.json().currentBan).toMatchObject({ isActive: true, reason: null });
    const byAdmin = await injectAs(app, admin, {
      method: "GET",
      url: `/api/users/by-id/${player.id}`,
    });
    expect(byAdmin.json().currentBan.reason).toBe("Griefing");
    const logout = await injectAs(app, player, authRequests.logout);
    expect(logout.statusCode).toBeLessThan(300);
    const signIn = await devLogin(app, player.email!);
    expect(signIn.user).toMatchObject({ _id: player.id });
    const again = await injectAs(app, signIn.token, authRequests.verify);
    expect(again.json().user.currentBan).toMatchObject({ isActive: true, reason: "Griefing" });
  });

  it("deletes his account", async () => {
    const player = await buildUser(app);
    await ban(admin, player.id, valid());
    const res = await injectAs(app, player, authRequests.deleteAccount);
    expect(res.statusCode).toBe(204);
  });

  it("is not bitten by a ban that starts later", async () => {
    const player = await buildUser(app);
    const res = await ban(admin, player.id, { ...banWindow(2, 5), reason: "Later" });
    expect(res.json().currentBan.isActive).toBe(false);
    const write = await injectAs(app, player, ownWrite(player));
    expect(write.statusCode).toBe(200);
  });
});

describe("POST /api/admin/lift-expired-bans", () => {
  it("lifts bans whose end has passed, leaves active ones, and answers {success, message}", async () => {
    const expired = await buildUser(app);
    const active = await buildUser(app);
    await insertBan(app, {
      userId: expired.id,
      dateFrom: new Date(Date.now() - 3 * 86_400_000),
      dateTo: new Date(Date.now() - 1000),
    });
    await ban(admin, active.id, valid());
    const res = await injectAs(app, admin, { method: "POST", url: "/api/admin/lift-expired-bans" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: banMessages.liftSuccess });
    expect(res.json().lifted).toBeGreaterThanOrEqual(1);
    const [expiredRow] = await bansOf(app, expired.id);
    expect(expiredRow?.liftedById).toBe(admin.id);
    const [activeRow] = await bansOf(app, active.id);
    expect(activeRow?.liftedAt).toBeNull();
  });
});

describe("scrims and banned players", () => {
  it("keeps a banned player's seat and marks it for admins only", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const player = seat!.user;
    await ban(admin, player.id, valid());
    const asAdmin = await injectAs(app, admin, { method: "GET", url: `/api/scrims/${scrim.id}` });
    expect(asAdmin.json().teamOne[0]._user).toMatchObject({ _id: player.id, isBanned: true });
    const viewer = await buildUser(app);
    const asPlayer = await injectAs(app, viewer, { method: "GET", url: `/api/scrims/${scrim.id}` });
    expect(asPlayer.json().teamOne[0]._user._id).toBe(player.id);
    expect(asPlayer.json().teamOne[0]._user).not.toHaveProperty("isBanned");
  });

  it("leaves banned players out of the assign search (available=true)", async () => {
    const tag = `Bs${Date.now().toString(36).slice(-6)}`;
    const banned = await buildUser(app, { name: `${tag} one` });
    const free = await buildUser(app, { name: `${tag} two` });
    await ban(admin, banned.id, valid());
    const search = async (available: string) =>
      (
        await injectAs(app, admin, {
          method: "GET",
          url: `/api/users?q=${tag}&available=${available}`,
        })
      )
        .json()
        .map((user: { _id: string }) => user._id)
        .sort();
    expect(await search("true")).toEqual([free.id]);
    expect(await search("false")).toEqual([banned.id, free.id].sort());
  });
});
