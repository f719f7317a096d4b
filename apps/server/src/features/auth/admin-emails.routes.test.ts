import { describe, expect, it } from "vitest";
import { devLogin, injectAs, testApp } from "@/test/app";
import { buildIdentity, buildUser, uniqueEmail } from "@/test/factories";
import { createLoginCode } from "./auth.service";
import { authRequests } from "@/test/requests";

// ADMIN_EMAILS is read at boot: this file's app lists addresses made only for it.
const bossAtRegister = uniqueEmail("boss");
const bossAtLogin = uniqueEmail("boss");
const bossDemoted = uniqueEmail("boss");
const bossViaSso = uniqueEmail("boss");

const app = await testApp({
  ADMIN_EMAILS: [bossAtRegister, bossAtLogin.toUpperCase(), bossDemoted, bossViaSso].join(","),
});

const { verify } = authRequests;
const registration = {
  summonerTagline: "EUW",
  region: "EUW",
  rank: "Diamond 1",
  canSendEmailsToUser: true,
};

describe("ADMIN_EMAILS", () => {
  it("makes the account an admin at registration", async () => {
    const { token, user } = await devLogin(app, bossAtRegister);
    expect(user).toBeNull();
    const res = await injectAs(app, token, {
      method: "POST",
      url: "/api/auth/register",
      payload: {
        ...registration,
        name: "Big Boss",
        discord: `boss_${bossAtRegister.slice(5, 13)}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ isAdmin: true, email: bossAtRegister });
  });

  it("makes an existing account an admin at dev-login (email compared without case)", async () => {
    const player = await buildUser(app, { email: bossAtLogin });
    expect(player.isAdmin).toBe(false);
    const { user } = await devLogin(app, bossAtLogin);
    expect(user).toMatchObject({ _id: player.id, isAdmin: true });
  });

  it("gives the right back at verify when another admin took it", async () => {
    const player = await buildUser(app, { email: bossDemoted, isAdmin: false });
    const res = await injectAs(app, player, verify);
    expect(res.json().user.isAdmin).toBe(true);
  });

  it("applies to OpenID Connect sign-ins (login code exchange) too", async () => {
    const player = await buildUser(app, { email: bossViaSso });
    const identity = await buildIdentity(app, {
      provider: "google",
      email: bossViaSso,
      userId: player.id,
    });
    const res = await app.inject(
      authRequests.exchange(await createLoginCode(app.deps, identity.id)),
    );
    expect(res.json().user).toMatchObject({ _id: player.id, isAdmin: true });
  });

  it("goes by the account's own email, never by the email a sign-in names later", async () => {
    const player = await buildUser(app, { email: null });
    const identity = await buildIdentity(app, {
      provider: "google",
      subject: `later-${bossViaSso}`,
      email: bossViaSso,
      userId: player.id,
    });
    const res = await app.inject(
      authRequests.exchange(await createLoginCode(app.deps, identity.id)),
    );
    expect(res.json().user).toMatchObject({ _id: player.id, isAdmin: false });
    expect((await injectAs(app, identity, verify)).json().user.isAdmin).toBe(false);
  });

  it("never removes admin rights another admin granted", async () => {
    const appointed = await buildUser(app, { isAdmin: true });
    const res = await injectAs(app, appointed, verify);
    expect(res.json().user.isAdmin).toBe(true);
    const { user } = await devLogin(app, appointed.email ?? "");
    expect(user?.isAdmin).toBe(true);
  });

  it("leaves everyone else a player", async () => {
    const { token } = await devLogin(app, uniqueEmail());
    const res = await injectAs(app, token, {
      method: "POST",
      url: "/api/auth/register",
      payload: { ...registration, name: "Just Player", discord: `just_${Date.now()}` },
    });
    expect(res.json().user.isAdmin).toBe(false);
  });
});
