import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { uniqueIp } from "@/test/factories";
import { followUntil, startTestOidcProvider, type TestOidcProvider } from "@/test/oidc-provider";

// The app is reached through inject(); only the provider listens. PUBLIC_URL names where the
// provider sends the browser back, which followUntil stops at.
const publicUrl = "http://scrims.test";
const redirectUri = `${publicUrl}/api/auth/oidc/oidc/callback`;

let provider: TestOidcProvider;
let app: App;

beforeAll(async () => {
  provider = await startTestOidcProvider(redirectUri);
  app = await buildTestApp({
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});

let accountCounter = 0;
function newAccount(overrides: { email_verified?: boolean } = {}) {
  accountCounter += 1;
  const sub = `sub-${Date.now()}-${accountCounter}`;
  return { sub, email: `${sub}@example.test`, email_verified: true, ...overrides };
}

/** Start → provider (login and consent) → the callback URL the provider sends the browser to. */
async function authorize(): Promise<URL> {
  const start = await app.inject({
    method: "GET",
    url: "/api/auth/oidc/oidc/start",
    remoteAddress: uniqueIp(),
  });
  expect(start.statusCode).toBe(302);
  return followUntil(String(start.headers.location), publicUrl);
}

/** Gives the callback to the app; answers where it sends the browser (the web app's /auth/complete). */
async function callback(url: URL): Promise<URL> {
  const res = await app.inject({
    method: "GET",
    url: url.pathname + url.search,
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

async function exchange(code: string | null) {
  return app.inject({
    method: "POST",
    url: "/api/auth/exchange",
    payload: { code },
    remoteAddress: uniqueIp(),
  });
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
    const url = await authorize();
    url.searchParams.set("state", `${url.searchParams.get("state")}x`);
    const completion = await callback(url);
    expect(completion.searchParams.get("error")).toBe("invalid_state");
    expect(completion.searchParams.has("code")).toBe(false);
  });

  it("refuses a replayed callback", async () => {
    provider.signInAs(newAccount());
    const url = await authorize();
    expect((await callback(url)).searchParams.has("code")).toBe(true);
    expect((await callback(url)).searchParams.get("error")).toBe("invalid_state");
  });

  it("refuses a replayed authorization code, even under a fresh state", async () => {
    provider.signInAs(newAccount());
    const first = await authorize();
    expect((await callback(first)).searchParams.has("code")).toBe(true);

    const second = await authorize();
    second.searchParams.set("code", String(first.searchParams.get("code")));
    const completion = await callback(second);
    expect(completion.searchParams.get("error")).toBe("sign_in_failed");
  });

  it("refuses an email the provider has not verified", async () => {
    provider.signInAs(newAccount({ email_verified: false }));
    const completion = await callback(await authorize());
    expect(completion.searchParams.get("error")).toBe("email_not_verified");
  });

  it("passes on a refusal at the provider as an error, without a session", async () => {
    const completion = await callback(new URL(`${redirectUri}?error=access_denied&state=whatever`));
    expect(completion.searchParams.get("error")).toBe("access_denied");
  });

  it("answers 404 JSON for a provider that is not configured", async () => {
    const res = await app.inject({ method: "GET", url: "/api/auth/oidc/google/start" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});
