import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { uniqueIp } from "@/test/factories";
import { authRequests } from "@/test/requests";
import { DEFAULT_SIGNIN_RATE_LIMIT } from "@/config/env";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
let first: App;
let second: App;
beforeAll(async () => {
  first = await buildTestApp({ REDIS_URL: redisUrl });
  second = await buildTestApp({ REDIS_URL: redisUrl });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe("rate limits with Redis", () => {
  it("counts sign-ins across processes", async () => {
    const remoteAddress = uniqueIp();
    const login = (app: App) => app.inject(authRequests.devLogin({ remoteAddress }));
    for (let i = 0; i < DEFAULT_SIGNIN_RATE_LIMIT; i += 1) {
      expect((await login(i % 2 ? first : second)).statusCode).toBe(200);
    }
    const res = await login(first);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe("RATE_LIMITED");
    expect((await login(second)).statusCode).toBe(429);
  });
});
