import { afterAll, describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { buildUser } from "@/test/factories";
import { socketTestApp } from "@/test/listen";
import { get } from "@/test/requests";
import { startRiotFake } from "@/test/riot-fake";
import { waitFor } from "@/test/wait-for";
import type { JobHandler } from "@/lib/scheduler";
import { scheduleJob } from "@/lib/scheduler";

const TOKEN = "metrics-token-for-the-test-0123456789";
const riot = await startRiotFake();
afterAll(() => riot.close());

let failures = 0;
/** Two kinds of job: one that succeeds and one that fails (then for good, with one attempt). */
const handlers: JobHandler[] = [
  { kind: "metrics-ok", run: async () => undefined },
  {
    kind: "metrics-broken",
    run: async () => {
      failures += 1;
      throw new Error("broken on purpose");
    },
  },
];

const server = await socketTestApp(
  {
    METRICS_TOKEN: TOKEN,
    RIOT_API_KEY: riot.apiKey,
    RIOT_API_BASE_URL: `${riot.url}/{host}`,
    DDRAGON_BASE_URL: riot.url,
  },
  { jobHandlers: handlers, ownDatabase: true },
);
const { app } = server;
/** The same app without METRICS_TOKEN. */
const off = await testApp();

const scrape = (authorization?: string) =>
  app.inject({ ...get("/metrics"), headers: authorization ? { authorization } : {} });

/** The value of one series in the text format (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split("\n")
    .find((row) => row.startsWith(`${name}{`) && wanted.every((pair) => row.includes(pair)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /metrics", () => {
  it("answers 404 when METRICS_TOKEN is unset", async () => {
    const res = await off.inject(get("/metrics"));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND" });
    const withToken = await off.inject({
      ...get("/metrics"),
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });

  it("answers 401 without the token or with another one", async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      "Basic abc",
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toContain("Bearer");
      expect(res.json()).toMatchObject({ code: "UNAUTHORIZED", requestId: expect.any(String) });
    }
  });

  it("reports requests by route and status, sockets, jobs, Riot calls and process figures", async () => {
    // Some traffic: two answers on a route with a parameter, a 404 and a 401.
    const user = await buildUser(app);
    await injectAs(app, user, get(`/api/users/by-id/${user.id}`));
    await injectAs(app, user, get(`/api/users/by-id/${user.id}`));
    await app.inject(get("/api/no-such-thing"));
    await app.inject(get("/api/friend-requests"));
    // One socket connected.
    await server.connect(user);
    // Jobs: one done, one failed for good.
    await scheduleJob(app.deps.db, {
      kind: "metrics-ok",
      key: `metrics-ok:${user.id}`,
      runAt: new Date(),
      payload: {},
    });
    await scheduleJob(app.deps.db, {
      kind: "metrics-broken",
      key: `metrics-broken:${user.id}`,
      runAt: new Date(),
      payload: {},
      maxAttempts: 1,
    });
    await waitFor(async () => {
      await app.scheduler.runDue();
      return failures > 0;
    }, "both jobs ran");
    // Riot: a lookup that succeeds and one Riot does not know (404).
    riot.seedAccount({ gameName: "Metric Mid", tagLine: "NA1", platform: "na1" });
    await app.deps.riot.getAccountByRiotId("NA", "Metric Mid", "NA1");
    await app.deps.riot.getAccountByRiotId("NA", "Nobody", "NA1").catch(() => undefined);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;

    const http = "scrims_http_request_duration_seconds_count";
    expect(
      sample(text, http, { method: "GET", route: "/api/users/by-id/:id", status_code: "200" }),
    ).toBe(2);
    expect(text).not.toContain(user.id);
    expect(sample(text, http, { route: "unmatched", status_code: "404" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sample(text, http, { route: "/api/friend-requests", status_code: "401" }),
    ).toBeGreaterThanOrEqual(1);

    expect(text).toMatch(/^scrims_socket_connections 1$/m);

    const jobs = "scrims_scheduler_job_duration_seconds_count";
    expect(sample(text, jobs, { kind: "metrics-ok", result: "done" })).toBe(1);
    expect(sample(text, jobs, { kind: "metrics-broken", result: "failed" })).toBe(1);

    const calls = "scrims_riot_api_requests_total";
    expect(sample(text, calls, { endpoint: "account-by-riot-id", status: "200" })).toBe(1);
    expect(sample(text, calls, { endpoint: "account-by-riot-id", status: "404" })).toBe(1);

    // Node's own: event loop lag, memory, CPU.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    // The pool exists on PostgreSQL only.
    if (app.deps.config.databaseUrl) {
      expect(sample(text, "scrims_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(
        1,
      );
      expect(text).toMatch(/^scrims_db_pool_connections\{state="waiting"\} \d/m);
    } else {
      expect(text).not.toContain("scrims_db_pool_connections");
    }
  });
});
