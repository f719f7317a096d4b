import { describe, expect, it } from "vitest";
import { devLogin, injectAs, testApp } from "@/test/app";
import {
  buildIdentity,
  buildSession,
  buildUser,
  identitiesOf,
  loadUserRow,
  sessionExists,
} from "@/test/factories";
import { accountDetails, authRequests } from "@/test/requests";

const app = await testApp();

/** Settings that differ from a new player's (region, tagline and rank). */
const settings = (overrides: Record<string, unknown> = {}) =>
  accountDetails({ summonerTagline: "EUW9", region: "EUW", rank: "Emerald 3", ...overrides });
const { updateUser, deleteAccount } = authRequests;
/** `PUT /api/auth/update-user` as `who`, with `settings(overrides)`. */
const saveSettings = (
  who: Parameters<typeof injectAs>[1],
  overrides: Record<string, unknown> = {},
) => injectAs(app, who, updateUser(settings(overrides)));

describe("PUT /api/auth/update-user", () => {
  it("changes the player's details and answers {token, user}", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const payload = settings();
    const res = await injectAs(app, token, updateUser(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token,
      user: expect.objectContaining({ _id: player.id, ...payload, email: player.email }),
    });
  });

  it("ignores isAdmin, isDonator, email and other fields a player may not set", async () => {
    const player = await buildUser(app);
    const res = await saveSettings(player, {
      isAdmin: true,
      isDonator: true,
      email: "hijack@example.test",
      _id: "00000000-0000-4000-8000-000000000000",
      createdAt: "2000-01-01T00:00:00.000Z",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      _id: player.id,
      isAdmin: false,
      isDonator: false,
      email: player.email,
      createdAt: player.createdAt.toISOString(),
    });
    const stored = await loadUserRow(app, player.id);
    expect(stored).toMatchObject({ isAdmin: false, isDonator: false, email: player.email });
  });

  it("keeps the player's own name and Discord without a conflict", async () => {
    const player = await buildUser(app);
    const res = await saveSettings(player, {
      name: player.name.toUpperCase(),
      discord: player.discord,
      region: player.region,
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses another player's name in the same region and their Discord with 409", async () => {
    const other = await buildUser(app, { region: "LAN" });
    const player = await buildUser(app);
    const sameName = await saveSettings(player, { name: other.name, region: "LAN" });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe(`Summoner name ${other.name} in LAN is already taken!`);
    const sameDiscord = await saveSettings(player, { discord: other.discord });
    expect(sameDiscord.statusCode).toBe(409);
    expect(sameDiscord.json().error).toBe(`Discord name ${other.discord} is already taken!`);
  });

  it("validates like registration", async () => {
    const player = await buildUser(app);
    const res = await saveSettings(player, { summonerTagline: "#EUW" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Tagline should not include # symbol");
  });

  it("refuses a visitor with 401 and a signed-in identity without account with 403", async () => {
    expect((await app.inject(updateUser(settings()))).statusCode).toBe(401);
    const res = await saveSettings(await buildIdentity(app));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("REGISTRATION_REQUIRED");
  });
});

describe("DELETE /api/auth/account", () => {
  it("removes personal data, keeps an anonymous row and ends every session", async () => {
    const player = await buildUser(app, { canSendEmailsToUser: true, isAdmin: true });
    const [first, second] = [await buildSession(app, player), await buildSession(app, player)];
    const res = await injectAs(app, first, deleteAccount);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");

    const stored = await loadUserRow(app, player.id);
    expect(stored).toMatchObject({
      email: null,
      name: "Deleted player",
      nameKey: null,
      summonerTagline: "",
      discord: "",
      discordKey: null,
      canSendEmailsToUser: false,
      isAdmin: false,
      deletedAt: expect.any(Date),
    });
    expect(await identitiesOf(app, player.id)).toEqual([]);
    for (const token of [first, second]) {
      expect(await sessionExists(app, token)).toBe(false);
      const verify = await injectAs(app, token, authRequests.verify);
      expect(verify.statusCode).toBe(401);
    }
  });

  it("hides the deleted player from every users route", async () => {
    const player = await buildUser(app);
    const viewer = await buildUser(app);
    await injectAs(app, player, deleteAccount);
    const byId = await injectAs(app, viewer, {
      method: "GET",
      url: `/api/users/by-id/${player.id}`,
    });
    expect(byId.statusCode).toBe(404);
    const byName = await injectAs(app, viewer, {
      method: "GET",
      url: `/api/users/${encodeURIComponent(player.name)}`,
    });
    expect(byName.statusCode).toBe(404);
    const deletedName = await injectAs(app, viewer, {
      method: "GET",
      url: "/api/users?q=deleted player",
    });
    expect(deletedName.json()).not.toContainEqual(expect.objectContaining({ _id: player.id }));
  });

  it("frees the name and Discord, and signing in again starts without an account", async () => {
    const player = await buildUser(app);
    await injectAs(app, player, deleteAccount);
    const { token, user } = await devLogin(app, player.email ?? "");
    expect(user).toBeNull();
    const res = await injectAs(
      app,
      token,
      authRequests.register(
        settings({ name: player.name, region: player.region, discord: player.discord }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).not.toBe(player.id);
  });

  it("refuses a visitor and a signed-in identity without account", async () => {
    expect((await app.inject(deleteAccount)).statusCode).toBe(401);
    expect((await injectAs(app, await buildIdentity(app), deleteAccount)).statusCode).toBe(403);
  });
});
