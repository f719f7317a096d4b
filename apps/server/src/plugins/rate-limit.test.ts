import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { buildTestApp, injectAs, testApp } from "@/test/app";
import { buildIdentity, uniqueIp } from "@/test/factories";
import { authRequests } from "@/test/requests";
import { DEFAULT_SIGNIN_RATE_LIMIT } from "@/config/env";

const app = await testApp();

async function exhaust(send: (remoteAddress: string) => Promise<{ statusCode: number }>) {
  const remoteAddress = uniqueIp();
  for (let i = 0; i < DEFAULT_SIGNIN_RATE_LIMIT; i += 1) {
    expect((await send(remoteAddress)).statusCode).not.toBe(429);
  }
  return remoteAddress;
}

describe("rate limits of the sign-in routes", () => {
  it("answers 429 RATE_LIMITED as JSON after 20 dev-logins a minute from one address", async () => {
    const login = (remoteAddress: string) => app.inject(authRequests.devLogin({ remoteAddress }));
    const address = await exhaust(login);
    const res = await login(address);
    expectError(res, 429, {
      error: expect.stringMatching(/^Too many attempts\. Please try again in /),
      code: "RATE_LIMITED",
    });
    expect(res.headers["retry-after"]).toBeDefined();
    // Another address is not affected.
    expect((await login(uniqueIp())).statusCode).toBe(200);
  });

  it("limits code exchange and registration too", async () => {
    const exchange = (remoteAddress: string) =>
      app.inject({
        method: "POST",
        url: "/api/auth/exchange",
        payload: { code: "x".repeat(43) },
        remoteAddress,
      });
    expect((await exchange(await exhaust(exchange))).statusCode).toBe(429);

    const identity = await buildIdentity(app);
    const register = (remoteAddress: string) =>
      injectAs(app, identity, {
        method: "POST",
        url: "/api/auth/register",
        payload: {},
        remoteAddress,
      });
    expect((await register(await exhaust(register))).json().code).toBe("RATE_LIMITED");
  });

  it("does not limit other routes", async () => {
    const remoteAddress = uniqueIp();
    for (let i = 0; i <= DEFAULT_SIGNIN_RATE_LIMIT; i += 1) {
      const res = await app.inject({ method: "GET", url: "/api/auth/providers", remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe("SIGNIN_RATE_LIMIT", () => {
  it("sets how many sign-ins a minute one address may make", async () => {
    const strict = await buildTestApp({ SIGNIN_RATE_LIMIT: "3" });
    try {
      const remoteAddress = uniqueIp();
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await strict.inject(authRequests.devLogin({ remoteAddress }));
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});
