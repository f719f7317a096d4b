import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { uniqueIp } from "@/test/factories";
import { followUntil, startTestOidcProvider, type TestOidcProvider } from "@/test/oidc-provider";
import { accountDetails, authRequests } from "@/test/requests";

// The app is reached through inject(); only the provider listens. PUBLIC_URL names where the
// provider sends the browser back, which followUntil stops at.
const publicUrl = "http://scrims.test";
const redirectUri = `${publicUrl}/api/auth/oidc/oidc/callback`;

// ADMIN_EMAILS is read at boot: addresses made only for this file.
const adminEmail = `boss-${Date.now()}@example.test`;
const laterAdminEmail = `later-boss-${Date.now()}@example.test`;

let provider: TestOidcProvider;
let app: App;

beforeAll(async () => {
  provider = await startTestOidcProvider(redirectUri);
  app = await buildTestApp({
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    ADMIN_EMAILS: `${adminEmail},${laterAdminEmail}`,
  });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

let accountCounter = 0;
function newAccount(overrides: { email?: string; email_verified?: boolean } = {}) {
  accountCounter += 1;
  const sub = `sub-${Date.now()}-${accountCounter}`;
  return { sub, email: `${sub}@example.test`, email_verified: true, ...overrides };
}

/** A sign-in as a browser holds it: the callback URL from the provider and the state cookie. */
type Flow = { url: URL; cookie?: string };

/** The `name=value` pair of a Set-Cookie header. */
function cookiePair(setCookie: unknown): string {
  return String([setCookie].flat()[0]).split(";")[0] ?? "";
}

/** Start → provider (login and consent) → the callback URL the provider sends the browser to. */
async function authorize(): Promise<Flow> {
  const start = await app.inject({
    method: "GET",
    url: "/api/auth/oidc/oidc/start",
    remoteAddress: uniqueIp(),
  });
  expect(start.statusCode).toBe(302);
  const url = await followUntil(String(start.headers.location), publicUrl);
  return { url, cookie: cookiePair(start.headers["set-cookie"]) };
}

/** Gives the callback to the app; answers where it sends the browser (the web app's /auth/complete). */
async function callback({ url, cookie }: Flow): Promise<URL> {
  const res = await app.inject({
    method: "GET",
    url: url.pathname + url.search,
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

const exchange = (code: string | null) => app.inject(authRequests.exchange(code));

/** Registers the signed-in identity of `token` as a new player. */
function register(token: string) {
  accountCounter += 1;
  const tag = `${accountCounter}x${Date.now() % 100000}`;
  return injectAs(
    app,
    token,
    authRequests.register(
      accountDetails({ name: `Sso ${tag}`.slice(0, 16), discord: `sso_${tag}` }),
    ),
  );
}

describe("OpenID Connect sign-in", () => {
  it("offers exactly the configured provider on the sign-in page", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json().providers).toEqual([{ id: "oidc", name: "Single sign-on" }]);
  });

  it("redirects to the provider with state, nonce and a PKCE challenge", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/oidc/oidc/start" });
    const location = new URL(String(res.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get("redirect_uri")).toBe(redirectUri);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    for (const param of ["state", "nonce", "code_challenge"]) {
      expect(location.searchParams.get(param)?.length ?? 0).toBeGreaterThan(20);
    }
  });

  it("signs a new identity in: code → session without a user → registration with the provider's email", async () => {
    const account = newAccount();
    provider.signInAs(account);
    const completion = await callback(await authorize());
    expect(completion.pathname).toBe("/auth/complete");
    const code = completion.searchParams.get("code");
    expect(code).toBeTruthy();

    const session = await exchange(code);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toBeNull();
    const token = session.json().token as string;

    const registered = await app.inject({
      method: "POST",
      remoteAddress: uniqueIp(),
      url: "/api/auth/register",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: `Oidc ${accountCounter}x${Date.now() % 100000}`.slice(0, 16),
        summonerTagline: "NA1",
        region: "NA",
        discord: `oidc_${account.sub}`,
        rank: "Gold 2",
        email: "attacker@example.test",
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().user.email).toBe(account.email);

    // The same identity signing in again is known: it goes straight to a registered session.
    provider.signInAs(account);
    const again = await exchange((await callback(await authorize())).searchParams.get("code"));
    expect(again.json().user?._id).toBe(registered.json().user._id);
  });

  it("trades a one-time code only once", async () => {
    provider.signInAs(newAccount());
    const code = (await callback(await authorize())).searchParams.get("code");
    expect((await exchange(code)).statusCode).toBe(200);
    const replay = await exchange(code);
    expect(replay.statusCode).toBeGreaterThanOrEqual(400);
    expect(replay.statusCode).toBeLessThan(500);
    expect(replay.json().code).toEqual(expect.any(String));
  });

  it("refuses a tampered state", async () => {
    provider.signInAs(newAccount());
    const flow = await authorize();
    flow.url.searchParams.set("state", `${flow.url.searchParams.get("state")}x`);
    const completion = await callback(flow);
    expect(completion.searchParams.get("error")).toBe("invalid_state");
    expect(completion.searchParams.has("code")).toBe(false);
  });

  it("refuses a replayed callback", async () => {
    provider.signInAs(newAccount());
    const flow = await authorize();
    expect((await callback(flow)).searchParams.has("code")).toBe(true);
    expect((await callback(flow)).searchParams.get("error")).toBe("invalid_state");
  });

  it("refuses a replayed authorization code, even under a fresh state", async () => {
    provider.signInAs(newAccount());
    const first = await authorize();
    expect((await callback(first)).searchParams.has("code")).toBe(true);

    const second = await authorize();
    second.url.searchParams.set("code", String(first.url.searchParams.get("code")));
    const completion = await callback(second);
    expect(completion.searchParams.get("error")).toBe("sign_in_failed");
  });

  it("refuses an email the provider has not verified", async () => {
    provider.signInAs(newAccount({ email_verified: false }));
    const completion = await callback(await authorize());
    expect(completion.searchParams.get("error")).toBe("email_not_verified");
  });

  it("refuses an email whose provider says nothing about verification (no email_verified claim)", async () => {
    const { email_verified: _omitted, ...account } = newAccount({ email: adminEmail });
    provider.signInAs(account);
    const completion = await callback(await authorize());
    expect(completion.searchParams.get("error")).toBe("email_not_verified");
    expect(completion.searchParams.has("code")).toBe(false);
  });

  it("never makes an existing account admin when its provider email changes later", async () => {
    const account = newAccount();
    provider.signInAs(account);
    const first = await exchange((await callback(await authorize())).searchParams.get("code"));
    const registered = await register(first.json().token);
    expect(registered.json().user).toMatchObject({ email: account.email, isAdmin: false });

    // The provider now names an ADMIN_EMAILS address, verified, for the same subject.
    provider.signInAs({ ...account, email: laterAdminEmail });
    const again = await exchange((await callback(await authorize())).searchParams.get("code"));
    expect(again.json().user).toMatchObject({ _id: registered.json().user._id, isAdmin: false });
    const verified = await app.inject({
      method: "POST",
      url: "/api/auth/verify",
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(verified.json().user).toMatchObject({ email: account.email, isAdmin: false });
  });

  it("makes an admin of a new account whose verified email is in ADMIN_EMAILS", async () => {
    provider.signInAs(newAccount({ email: adminEmail }));
    const session = await exchange((await callback(await authorize())).searchParams.get("code"));
    const registered = await register(session.json().token);
    expect(registered.json().user).toMatchObject({ email: adminEmail, isAdmin: true });
  });

  it("passes on a refusal at the provider as an error, without a session", async () => {
    const completion = await callback({
      url: new URL(`${redirectUri}?error=access_denied&state=whatever`),
    });
    expect(completion.searchParams.get("error")).toBe("access_denied");
  });

  it("ties the sign-in to the browser that started it with an HttpOnly, SameSite=Lax cookie", async () => {
    const start = await app.inject({ method: "GET", url: "/api/auth/oidc/oidc/start" });
    const state = new URL(String(start.headers.location)).searchParams.get("state");
    const cookie = String(start.headers["set-cookie"]);
    expect(cookie).toContain(`scrims_oidc_state=${state}`);
    expect(cookie).toContain("Path=/api/auth/oidc/oidc/callback");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("refuses an attacker's callback URL in a browser that did not start that sign-in (CSRF)", async () => {
    // The attacker signs in up to the provider's redirect and hands the URL to the victim.
    provider.signInAs(newAccount());
    const attackers = await authorize();
    // The victim's browser has no state cookie, or the one of its own sign-in.
    const victims = await authorize();
    for (const cookie of [undefined, victims.cookie, "scrims_oidc_state="]) {
      const completion = await callback({ url: attackers.url, cookie });
      expect(completion.searchParams.get("error")).toBe("invalid_state");
      expect(completion.searchParams.has("code")).toBe(false);
    }
  });

  it("clears the state cookie at the callback", async () => {
    provider.signInAs(newAccount());
    const { url, cookie } = await authorize();
    const res = await app.inject({
      method: "GET",
      url: url.pathname + url.search,
      headers: { cookie: cookie ?? "" },
    });
    expect(String(res.headers["set-cookie"])).toMatch(/^scrims_oidc_state=; .*Max-Age=0/);
  });

  it("marks the state cookie Secure when PUBLIC_URL is https", async () => {
    const https = await buildTestApp({
      PUBLIC_URL: "https://scrims.test",
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
    });
    try {
      const start = await https.inject({ method: "GET", url: "/api/auth/oidc/oidc/start" });
      expect(String(start.headers["set-cookie"])).toMatch(/; Secure$/);
    } finally {
      await https.close();
    }
  });

  it("answers 404 JSON for a provider that is not configured", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/oidc/google/start" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
