import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { buildTestApp, devLogin, injectAs, testApp } from "@/test/app";
import {
  buildIdentity,
  buildLoginCode,
  buildSession,
  buildUser,
  loadSession,
  sessionExists,
  uniqueEmail,
} from "@/test/factories";
import { createLoginCode, issueLoginCode, resolveSessionByToken } from "./auth.service";
import { authRequests } from "@/test/requests";

const app = await testApp();

const { verify, logout } = authRequests;
const exchange = (code: string) => app.inject(authRequests.exchange(code));

describe("GET /api/auth/providers", () => {
  it("offers local sign-in and no provider on the embedded default", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ localSignin: true, providers: [] });
  });

  it("lists each configured provider and drops local sign-in when it is off", async () => {
    const other = await buildTestApp({
      LOCAL_SIGNIN: "false",
      OIDC_GOOGLE_CLIENT_ID: "g",
      OIDC_GOOGLE_CLIENT_SECRET: "s",
      RSO_CLIENT_ID: "r",
      RSO_CLIENT_SECRET: "s",
      OIDC_ISSUER: "https://id.example.test",
      OIDC_CLIENT_ID: "o",
    });
    try {
      const res = await other.inject({ method: "GET", url: "/api/auth/providers" });
      expect(res.json()).toEqual({
        localSignin: false,
        providers: [
          { id: "google", name: "Google" },
          { id: "riot", name: "Riot Sign-On" },
          { id: "oidc", name: "Single sign-on" },
        ],
      });
      const login = await other.inject(authRequests.devLogin());
      expect(login.statusCode).toBe(404);
      expect(login.json().code).toBe("ROUTE_NOT_FOUND");
    } finally {
      await other.close();
    }
  });
});

describe("POST /api/auth/dev-login", () => {
  it("signs in a new email without an account (user null) and keeps one identity per email", async () => {
    const email = uniqueEmail();
    const first = await devLogin(app, email);
    expect(first).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), user: null });
    const second = await devLogin(app, ` ${email.toUpperCase()} `);
    expect(second.token).not.toBe(first.token);
    // Both sessions belong to the same identity: registering with one shows in the other.
    const register = await injectAs(app, first.token, {
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: `Dev ${email.slice(7, 13)}`,
        summonerTagline: "NA1",
        region: "NA",
        discord: `dev_${email.slice(7, 15)}`,
        rank: "Silver 3",
      },
    });
    expect(register.statusCode).toBe(200);
    const res = await injectAs(app, second.token, verify);
    expect(res.json().user).toMatchObject({ email, name: `Dev ${email.slice(7, 13)}` });
  });

  it("signs a registered player in with their account and records lastLoggedIn", async () => {
    const player = await buildUser(app);
    const { user } = await devLogin(app, player.email ?? "");
    expect(user).toMatchObject({ _id: player.id, email: player.email, isAdmin: false });
    expect(user?.lastLoggedIn).toEqual(expect.any(String));
  });

  it("refuses an invalid email with 400", async () => {
    for (const email of ["", "not-an-email", "a@", 42]) {
      const res = await app.inject(authRequests.devLogin({ email }));
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /api/auth/exchange", () => {
  it("trades an OpenID Connect login code for a session, once", async () => {
    const player = await buildUser(app);
    const code = await issueLoginCode(app.deps, {
      provider: "oidc",
      subject: `sub-${player.id}`,
      email: uniqueEmail("sso"),
    });
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ token: expect.any(String), user: null });
    expect((await injectAs(app, first.json().token, verify)).statusCode).toBe(200);

    const again = await exchange(code);
    expectError(again, 400, {
      error: "This sign-in link is invalid or has expired. Please sign in again.",
      code: "LOGIN_CODE_INVALID",
    });
  });

  it("answers the account when the identity is registered", async () => {
    const player = await buildUser(app);
    const identity = await buildIdentity(app, { provider: "google", userId: player.id });
    const res = await exchange(await createLoginCode(app.deps, identity.id));
    expect(res.json().user).toMatchObject({ _id: player.id });
  });

  it("refuses an unknown code and an expired one", async () => {
    expect((await exchange("x".repeat(43))).statusCode).toBe(400);
    const identity = await buildIdentity(app);
    const code = await buildLoginCode(app, identity, { expiresAt: new Date(Date.now() - 1) });
    expect((await exchange(code)).json().code).toBe("LOGIN_CODE_INVALID");
  });

  it("refuses a malformed code with 400", async () => {
    for (const code of ["short", "", "x".repeat(201)]) {
      expect((await exchange(code)).statusCode, code).toBe(400);
    }
  });
});

describe("POST /api/auth/verify", () => {
  it("answers the same token and the account with its email", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const res = await injectAs(app, token, verify);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token,
      user: expect.objectContaining({ _id: player.id, email: player.email, name: player.name }),
    });
  });

  it("answers user null for a signed-in identity that has not registered", async () => {
    const identity = await buildIdentity(app);
    const res = await injectAs(app, identity, verify);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toBeNull();
  });

  it("refuses a visitor, a garbage token and an unknown token with 401", async () => {
    const garbage = ["", "Bearer", "Bearer garbage", "Basic abc", `Bearer ${"a".repeat(43)}`];
    const visitor = await app.inject(verify);
    expectError(visitor, 401, { error: "Please login to continue", code: "UNAUTHORIZED" });
    for (const authorization of garbage) {
      const res = await app.inject({ ...verify, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it("refuses an expired token with 401 and deletes its session", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player, { expiresAt: new Date(Date.now() - 1000) });
    expect(await sessionExists(app, token)).toBe(true);
    expect((await injectAs(app, token, verify)).statusCode).toBe(401);
    expect(await sessionExists(app, token)).toBe(false);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends this session only: its token gets 401, other sessions keep working", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const other = await buildSession(app, player);
    const res = await injectAs(app, token, logout);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(await sessionExists(app, token)).toBe(false);
    expect((await injectAs(app, token, verify)).statusCode).toBe(401);
    expect((await injectAs(app, token, logout)).statusCode).toBe(401);
    expect((await injectAs(app, other, verify)).statusCode).toBe(200);
  });

  it("requires a session", async () => {
    expect((await app.inject(logout)).statusCode).toBe(401);
  });
});

describe("session activity", () => {
  it("records lastSeenAt at most once a minute", async () => {
    const player = await buildUser(app);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    const token = await buildSession(app, player, { lastSeenAt: longAgo });
    await injectAs(app, token, verify);
    const seen = (await loadSession(app, token))?.lastSeenAt;
    expect(seen?.getTime()).toBeGreaterThan(Date.now() - 10_000);

    const recent = new Date(Date.now() - 20_000);
    const fresh = await buildSession(app, player, { lastSeenAt: recent });
    await injectAs(app, fresh, verify);
    expect((await loadSession(app, fresh))?.lastSeenAt.getTime()).toBe(recent.getTime());
  });
});

describe("resolveSessionByToken (shared with the socket handshake)", () => {
  it("resolves a token to its identity and account, and refuses anything else", async () => {
    const player = await buildUser(app);
    const token = await buildSession(app, player);
    const auth = await resolveSessionByToken(app.deps, token);
    expect(auth).toMatchObject({ token, user: { id: player.id }, identity: { userId: player.id } });
    expect(await resolveSessionByToken(app.deps, "nope")).toBeNull();
    expect(await resolveSessionByToken(app.deps, "b".repeat(43))).toBeNull();
  });
});
