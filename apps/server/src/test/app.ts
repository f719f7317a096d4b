import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp, type App, type BuildAppOptions } from "@/app";
import { loadConfig } from "@/config/env";
import { buildSession, type TestIdentity, type TestUser } from "./factories";
import { authRequests } from "./requests";

/**
 * A PostgreSQL database of its own (dropped when the app closes), for tests whose scheduler must
 * not meet the due jobs of other test files in the run's shared database.
 */
async function ownDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `scrims_own_${randomUUID().replaceAll("-", "")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * A PostgreSQL database of its own for several app instances to share (e.g. two processes'
 * schedulers), dropped by `drop`. Needs the run's PostgreSQL (DATABASE_URL).
 */
export async function sharedOwnDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = inject("databaseUrl");
  if (!baseUrl) {
    throw new Error("sharedOwnDatabase needs DATABASE_URL (a PostgreSQL server)");
  }
  return ownDatabase(baseUrl);
}

/**
 * Two app instances (as two processes) on one PostgreSQL database of their own, built before the
 * file's tests and closed (the database dropped) after them. Needs DATABASE_URL.
 */
export function twoInstancesOnOneDatabase(
  env: Record<string, string>,
  options: BuildAppOptions = {},
): { first: () => App; second: () => App } {
  let apps: [App, App] | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await sharedOwnDatabase();
    drop = database.drop;
    const shared = { ...env, DATABASE_URL: database.url };
    apps = [await buildTestApp(shared, options), await buildTestApp(shared, options)];
  });
  afterAll(async () => {
    await Promise.all(apps?.map((app) => app.close()) ?? []);
    await drop?.();
  });
  const get = (index: 0 | 1) => () => {
    if (!apps) {
      throw new Error("twoInstancesOnOneDatabase: the apps are built in beforeAll");
    }
    return apps[index];
  };
  return { first: get(0), second: get(1) };
}

/** The real app on this run's test database (PostgreSQL when configured, else in-memory PGlite). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions & { ownDatabase?: boolean } = {},
): Promise<App> {
  const sharedUrl = inject("databaseUrl");
  const own = sharedUrl && options.ownDatabase ? await ownDatabase(sharedUrl) : undefined;
  const databaseUrl = own?.url ?? sharedUrl;
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
  const app = await buildApp(config, options);
  if (own) {
    // The app is ready (no hooks can be added): its own database goes once it has closed.
    const close = app.close.bind(app);
    (app as { close: () => Promise<void> }).close = async () => {
      await close();
      await own.drop();
    };
  }
  return app;
}

/**
 * The app of a test file: built once at the file's top level (`const app = await testApp()`) and
 * closed after its last test. Takes what `buildTestApp` takes.
 */
export async function testApp(...args: Parameters<typeof buildTestApp>): Promise<App> {
  const app = await buildTestApp(...args);
  afterAll(() => app.close());
  return app;
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
  const res = await app.inject(authRequests.devLogin({ email }));
  if (res.statusCode !== 200) {
    throw new Error(`devLogin: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}
