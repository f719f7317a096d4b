import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp, type App, type BuildAppOptions } from "@/app";
import { loadConfig } from "@/config/env";
import { buildSession, uniqueIp, type TestIdentity, type TestUser } from "./factories";

/** The real app on this run's test database (PostgreSQL when configured, else in-memory PGlite). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<App> {
  const databaseUrl = inject("databaseUrl");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ":memory:",
    LOG_LEVEL: "silent",
    // Test files share one PostgreSQL database: a poller in the background would run other
    // files' due jobs. Tests drive the scheduler by hand (runDue) or turn it on themselves.
    SCHEDULER: "off",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  return buildApp(config, options);
}

/** `app.inject` with a bearer token: a fresh session of `who` (player or identity), or a token. */
export async function injectAs(
  app: App,
  who: TestUser | TestIdentity | string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const token = typeof who === "string" ? who : await buildSession(app, who);
  return app.inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  });
}

/** Local sign-in through the API (from a random address, so rate limits never interfere). */
export async function devLogin(
  app: App,
  email: string,
): Promise<{ token: string; user: Record<string, unknown> | null }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/dev-login",
    payload: { email },
    remoteAddress: uniqueIp(),
  });
  if (res.statusCode !== 200) {
    throw new Error(`devLogin: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}
