import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, devLogin, injectAs } from "@/test/app";
import { buildIdentity, buildUser, uniqueEmail, uniqueIp } from "@/test/factories";
import { captureLog, type CapturedLog } from "@/test/log-capture";
import { authRequests } from "@/test/requests";
import { createLoginCode } from "@/features/auth/auth.service";

// Four deployments: the embedded default (loopback PUBLIC_URL), production behind nothing,
// production behind one proxy, and a development server on a public name.
let local: App;
let localLog: CapturedLog;
let production: App;
let productionLog: CapturedLog;
let behindProxy: App;
let exposed: App;

const SIGNIN_RATE_LIMIT = 3;

beforeAll(async () => {
  localLog = captureLog();
  productionLog = captureLog();
  local = await buildTestApp({ LOG_LEVEL: "warn" }, { logStream: localLog.stream });
  production = await buildTestApp(
    {
      NODE_ENV: "production",
      PUBLIC_URL: "https://scrims.example.test",
      SIGNIN_RATE_LIMIT: String(SIGNIN_RATE_LIMIT),
      LOG_LEVEL: "warn",
    },
    { logStream: productionLog.stream },
  );
  behindProxy = await buildTestApp({
    NODE_ENV: "production",
    PUBLIC_URL: "https://scrims.example.test",
    SIGNIN_RATE_LIMIT: String(SIGNIN_RATE_LIMIT),
    TRUST_PROXY: "1",
    API_DOCS: "true",
  });
  exposed = await buildTestApp({
    PUBLIC_URL: "http://scrims.example.test:3000",
    TRUST_PROXY: "10.0.0.0/8",
    SIGNIN_RATE_LIMIT: String(SIGNIN_RATE_LIMIT),
  });
});
afterAll(async () => {
  await Promise.all([local, production, behindProxy, exposed].map((app) => app?.close()));
  localLog.remove();
  productionLog.remove();
});

/** A sign-in attempt (a code exchange, refused with 400 until the limit answers 429). */
function attempt(app: App, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/exchange",
    payload: { code: "x".repeat(43) },
    remoteAddress,
    ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
  });
}

describe("TRUST_PROXY and rate limits", () => {
  it("off (the default, production included): a new X-Forwarded-For gets no fresh budget", async () => {
    const remoteAddress = uniqueIp();
    for (let i = 0; i < SIGNIN_RATE_LIMIT; i += 1) {
      expect((await attempt(production, remoteAddress, `198.51.100.${i}`)).statusCode).toBe(400);
    }
    const res = await attempt(production, remoteAddress, "203.0.113.99");
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe("RATE_LIMITED");
  });

  it("a hop count: the client is the address the nearest proxy saw, not one it names itself", async () => {
    const proxy = uniqueIp();
    const client = uniqueIp();
    // The client prepends addresses of its choice; the proxy appends the one it saw.
    for (let i = 0; i < SIGNIN_RATE_LIMIT; i += 1) {
      const res = await attempt(behindProxy, proxy, `192.0.2.${i}, ${client}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await attempt(behindProxy, proxy, `192.0.2.200, ${client}`)).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await attempt(behindProxy, proxy, `192.0.2.1, ${uniqueIp()}`)).statusCode).toBe(400);
  });

  it("a list of addresses: only those proxies may name the client", async () => {
    const client = "203.0.113.7";
    for (let i = 0; i < SIGNIN_RATE_LIMIT; i += 1) {
      expect((await attempt(exposed, uniqueIp(), client)).statusCode).toBe(400);
    }
    // Through any trusted proxy (10.0.0.0/8) it is the same client, out of budget.
    expect((await attempt(exposed, uniqueIp(), client)).statusCode).toBe(429);
    // An address outside the list is the client itself, whatever it forwards.
    const outsider = "198.51.100.250";
    for (let i = 0; i < SIGNIN_RATE_LIMIT; i += 1) {
      expect((await attempt(exposed, outsider, `192.0.2.${i}`)).statusCode).toBe(400);
    }
    expect((await attempt(exposed, outsider, "192.0.2.99")).statusCode).toBe(429);
  });
});

describe("answers carrying a session token are never cached", () => {
  const registration = {
    summonerTagline: "EUW",
    region: "EUW",
    rank: "Gold 2",
    canSendEmailsToUser: false,
  };

  it("dev-login, register, code exchange, verify and update-user send Cache-Control: no-store", async () => {
    const login = await local.inject(authRequests.devLogin());
    expect(login.json().token).toEqual(expect.any(String));
    const token = login.json().token as string;

    const tag = Date.now().toString(36).slice(-6);
    const register = await injectAs(local, token, {
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: uniqueIp(),
      payload: { ...registration, name: `Cache ${tag}`, discord: `cache_${tag}` },
    });
    const verify = await injectAs(local, token, { method: "POST", url: "/api/auth/verify" });
    const update = await injectAs(local, token, {
      method: "PUT",
      url: "/api/auth/update-user",
      payload: { ...registration, name: `Cache2 ${tag}`, discord: `cache2_${tag}` },
    });
    const identity = await buildIdentity(local, { userId: (await buildUser(local)).id });
    const exchange = await local.inject({
      method: "POST",
      url: "/api/auth/exchange",
      payload: { code: await createLoginCode(local.deps, identity.id) },
      remoteAddress: uniqueIp(),
    });

    for (const [name, res] of Object.entries({ login, register, verify, update, exchange })) {
      expect(res.statusCode, name).toBe(200);
      expect(res.json().token, name).toEqual(expect.any(String));
      expect(res.headers["cache-control"], name).toBe("no-store");
    }
  });

  it("sign-in redirects and refusals are not cached either", async () => {
    const refused = await attempt(local, uniqueIp());
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const callback = await local.inject({
      method: "GET",
      url: "/api/auth/oidc/oidc/callback?code=a&state=b",
    });
    expect(callback.headers["cache-control"]).toBe("no-store");
  });

  it("leaves other answers alone", async () => {
    const res = await local.inject({ method: "GET", url: "/api/server-status" });
    expect(res.headers["cache-control"]).toBeUndefined();
  });
});

describe("Content Security Policy", () => {
  const directive = (csp: unknown, name: string) =>
    new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(String(csp))?.[1]?.trim().split(/\s+/);
  const connectSrc = (csp: unknown) => directive(csp, "connect-src");

  it("lets pages show summoner icons from Riot's Data Dragon CDN, as images only", async () => {
    for (const app of [local, production]) {
      const res = await app.inject({ method: "GET", url: "/api/server-status" });
      const csp = res.headers["content-security-policy"];
      expect(directive(csp, "img-src")).toEqual([
        "'self'",
        "data:",
        "blob:",
        "https://ddragon.leagueoflegends.com",
      ]);
      for (const name of ["default-src", "script-src", "style-src", "font-src", "connect-src"]) {
        expect(directive(csp, name)).not.toContain("https://ddragon.leagueoflegends.com");
      }
    }
  });

  it("lets the page connect to its own origin only, sockets included", async () => {
    const res = await local.inject({ method: "GET", url: "/api/server-status" });
    expect(connectSrc(res.headers["content-security-policy"])).toEqual([
      "'self'",
      "ws://localhost:3000",
    ]);
    const secure = await production.inject({ method: "GET", url: "/api/server-status" });
    expect(connectSrc(secure.headers["content-security-policy"])).toEqual([
      "'self'",
      "wss://scrims.example.test",
    ]);
  });
});

describe("API docs", () => {
  it("are served outside production", async () => {
    expect((await local.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(200);
    expect((await local.inject({ method: "GET", url: "/api/docs/json" })).statusCode).toBe(200);
  });

  it("are off in production", async () => {
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/json"]) {
      const res = await production.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe("ROUTE_NOT_FOUND");
    }
  });

  it("are on in production with API_DOCS=true", async () => {
    expect((await behindProxy.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(200);
    const spec = await behindProxy.inject({ method: "GET", url: "/api/docs/json" });
    expect(spec.json().openapi).toMatch(/^3\./);
  });
});

describe("local sign-in", () => {
  it("is on by itself for a loopback PUBLIC_URL, with a warning logged at start", async () => {
    const { token } = await devLogin(local, uniqueEmail());
    expect(token).toEqual(expect.any(String));
    const warnings = localLog.lines().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toContain(
      "local sign-in is on: anyone who reaches this server can sign in as any email, admins included",
    );
  });

  it("is off for any other PUBLIC_URL, even outside production, and then nothing is warned", async () => {
    for (const app of [exposed, production]) {
      const res = await app.inject(authRequests.devLogin());
      expect(res.statusCode).toBe(404);
      const providers = await app.inject({ method: "GET", url: "/api/auth/providers" });
      expect(providers.json().localSignin).toBe(false);
    }
    expect(productionLog.text()).not.toContain("local sign-in is on");
  });

  it("is on for another PUBLIC_URL only when LOCAL_SIGNIN=true", async () => {
    const explicit = await buildTestApp({
      PUBLIC_URL: "http://scrims.example.test:3000",
      LOCAL_SIGNIN: "true",
    });
    try {
      expect((await devLogin(explicit, uniqueEmail())).token).toEqual(expect.any(String));
    } finally {
      await explicit.close();
    }
  });
});
