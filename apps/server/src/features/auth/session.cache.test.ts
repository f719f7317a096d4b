import { afterEach, describe, expect, it, vi } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { banWindow, insertBan } from "@/test/bans";
import {
  buildAdmin,
  buildIdentity,
  buildSession,
  buildUser,
  type TestUser,
  writeUserRowAside,
} from "@/test/factories";
import { expectRefusal } from "@/test/assertions";
import { accountDetails, authRequests, get, ownWrite, post, userRequests } from "@/test/requests";
import { social } from "@/test/social";
import { hashToken } from "@/lib/tokens";

// Every request below reuses one token, so the session, the account and the open ban come from
// the session cache after the first one: each change must reach it at once.
const app = await testApp();

afterEach(() => {
  vi.useRealTimers();
});

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const read = get("/api/notifications");
/** An admin-only write. */
const adminWrite = (target: TestUser) => userRequests.adminEdit(target.id, { rank: "Iron 1" });

describe("the session cache", () => {
  it("keeps what it read: a write that bypasses the services is not seen until invalidated", async () => {
    const player = await buildUser(app);
    const tokenHash = hashToken(await buildSession(app, player));
    expect((await app.deps.sessions.findSession(tokenHash))?.user?.name).toBe(player.name);
    await writeUserRowAside(app, player.id, { name: "Renamed Aside" });
    expect((await app.deps.sessions.findSession(tokenHash))?.user?.name).toBe(player.name);
    await app.deps.sessions.userChanged(player.id);
    expect((await app.deps.sessions.findSession(tokenHash))?.user?.name).toBe("Renamed Aside");
  });

  it("does not keep a read that overlapped an invalidation", async () => {
    const player = await buildUser(app);
    const tokenHash = hashToken(await buildSession(app, player));
    const overlapping = app.deps.sessions.findSession(tokenHash);
    await app.deps.sessions.userChanged(player.id);
    expect((await overlapping)?.user?.id).toBe(player.id);
    // Not kept: the next read goes to the database and sees a write made since.
    await writeUserRowAside(app, player.id, { name: "Written Later" });
    expect((await app.deps.sessions.findSession(tokenHash))?.user?.name).toBe("Written Later");
  });

  it("refuses a signed-out token at once and keeps the player's other sessions", async () => {
    const player = await buildUser(app);
    const [signingOut, other] = [await buildSession(app, player), await buildSession(app, player)];
    expect((await injectAs(app, signingOut, read)).statusCode).toBe(200);
    expect((await injectAs(app, other, read)).statusCode).toBe(200);
    expect((await injectAs(app, signingOut, authRequests.logout)).statusCode).toBe(204);
    expectRefusal(await injectAs(app, signingOut, read), 401, { code: "UNAUTHORIZED" });
    expect((await injectAs(app, other, read)).statusCode).toBe(200);
  });

  it("refuses every session of a deleted account at once", async () => {
    const player = await buildUser(app);
    const [deleting, other] = [await buildSession(app, player), await buildSession(app, player)];
    expect((await injectAs(app, other, read)).statusCode).toBe(200);
    expect((await injectAs(app, deleting, authRequests.deleteAccount)).statusCode).toBe(204);
    expectRefusal(await injectAs(app, other, read), 401, { code: "UNAUTHORIZED" });
  });

  it("refuses a banned player's writes at once, and takes them again once unbanned", async () => {
    const admin = await buildAdmin(app);
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    expect((await injectAs(app, token, ownWrite(player))).statusCode).toBe(200);
    const ban = await injectAs(
      app,
      admin,
      userRequests.ban(player.id, { ...banWindow(-1, 2), reason: "Cache test" }),
    );
    expect(ban.statusCode).toBe(200);
    expectRefusal(await injectAs(app, token, ownWrite(player)), 403, { code: "BANNED" });
    expect((await injectAs(app, token, read)).statusCode).toBe(200);
    const unban = await injectAs(app, admin, userRequests.unban(player.id));
    expect(unban.statusCode).toBe(200);
    expect((await injectAs(app, token, ownWrite(player))).statusCode).toBe(200);
  });

  it("lets a kept ban that starts later bite when its start comes, by the clock", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const start = Date.now() + 10 * SECOND;
    await insertBan(app, {
      userId: player.id,
      dateFrom: new Date(start),
      dateTo: new Date(start + 2 * DAY),
    });
    expect((await injectAs(app, token, ownWrite(player))).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start + SECOND));
    expectRefusal(await injectAs(app, token, ownWrite(player)), 403, { code: "BANNED" });
  });

  it("refuses a kept session once it expires, by the clock", async () => {
    const player = await buildUser(app);
    const expiresAt = new Date(Date.now() + 10 * SECOND);
    const token = await buildSession(app, player, { expiresAt });
    expect((await injectAs(app, token, read)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(expiresAt.getTime() + SECOND));
    expectRefusal(await injectAs(app, token, read), 401, { code: "UNAUTHORIZED" });
  });

  it("follows admin rights given and taken, at once", async () => {
    const admin = await buildAdmin(app);
    const player = await buildUser(app);
    const target = await buildUser(app);
    const token = await buildSession(app, player);
    expectRefusal(await injectAs(app, token, adminWrite(target)), 403, { code: "FORBIDDEN" });
    await injectAs(app, admin, userRequests.setAdmin(player.id, true));
    expect((await injectAs(app, token, adminWrite(target))).statusCode).toBe(200);
    await injectAs(app, admin, userRequests.setAdmin(player.id, false));
    expectRefusal(await injectAs(app, token, adminWrite(target)), 403, { code: "FORBIDDEN" });
  });

  it("sees a registration at once, from every session of the identity", async () => {
    const identity = await buildIdentity(app);
    const [registering, other] = [
      await buildSession(app, identity),
      await buildSession(app, identity),
    ];
    expectRefusal(await injectAs(app, other, read), 403, { code: "REGISTRATION_REQUIRED" });
    const registered = await injectAs(app, registering, authRequests.register(accountDetails()));
    expect(registered.statusCode).toBe(200);
    expect((await injectAs(app, other, read)).statusCode).toBe(200);
  });

  it("uses the account's new name at once after the player or an admin changes it", async () => {
    const admin = await buildAdmin(app);
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const [first, second] = [await buildUser(app), await buildUser(app)];
    expect((await injectAs(app, token, read)).statusCode).toBe(200);

    const details = accountDetails();
    expect((await injectAs(app, token, authRequests.updateUser(details))).statusCode).toBe(200);
    expect(
      (await injectAs(app, token, post(`/api/friend-requests/send-request/${first.id}`)))
        .statusCode,
    ).toBe(201);
    const [toFirst] = await social.notifications(app, first);
    expect(toFirst?.message).toContain(details.name);

    await injectAs(app, admin, userRequests.adminEdit(player.id, { name: "Named By Admin" }));
    expect(
      (await injectAs(app, token, post(`/api/friend-requests/send-request/${second.id}`)))
        .statusCode,
    ).toBe(201);
    const [toSecond] = await social.notifications(app, second);
    expect(toSecond?.message).toContain("Named By Admin");
  });
});
