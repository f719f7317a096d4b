import { afterAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, testApp } from "@/test/app";
import { forgetLatestMigration } from "@/test/migrations";
import { get } from "@/test/requests";

const app = await testApp();
// Apps of their own for the failures below, built up front (in parallel), closed after the file.
const [draining, behind, closed] = await Promise.all([
  buildTestApp(),
  buildTestApp({}, { ownDatabase: true }),
  buildTestApp({}, { ownDatabase: true }),
]);
afterAll(async () => {
  await Promise.all([draining.close(), behind.close(), closed.close().catch(() => undefined)]);
});

/**
 * The readiness probe of `target` answers 503 "unavailable" with at least these checks; answers
 * the response for what a test checks beyond.
 */
async function expectUnavailable(target: App, checks: Record<string, unknown>) {
  const res = await target.inject(get("/api/health/ready"));
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ status: "unavailable", checks });
  return res;
}

describe("GET /api/health/live", () => {
  it("answers 200 to anyone while the process runs", async () => {
    const res = await app.inject(get("/api/health/live"));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 when the database answers and holds every migration (Redis not configured)", async () => {
    const res = await app.inject(get("/api/health/ready"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: {
        database: { status: "ok", latencyMs: expect.any(Number) },
        redis: { status: "skipped" },
        migrations: { status: "ok", latencyMs: expect.any(Number) },
        shutdown: { status: "ok" },
      },
    });
  });

  it("answers 503 while the process drains, and the liveness probe still answers 200", async () => {
    await draining.drain(0);
    await expectUnavailable(draining, {
      database: { status: "ok" },
      shutdown: { status: "fail", error: "shutting down" },
    });
    expect((await draining.inject(get("/api/health/live"))).statusCode).toBe(200);
    // Every other route is still served (the process works until it closes), on a connection
    // that closes after the answer.
    const other = await draining.inject(get("/api/server-status"));
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe("close");
  });

  it("answers 503 when the database lacks a migration of this build", async () => {
    await forgetLatestMigration(behind);
    await expectUnavailable(behind, {
      database: { status: "ok" },
      migrations: { status: "fail", error: "the database lacks migrations of this build" },
      shutdown: { status: "ok" },
    });
  });

  it("answers 503 when the database does not answer", async () => {
    // The live process keeps running while its database goes away (closed under it here).
    const database = (
      closed.deps.db as unknown as {
        $client: { end?: () => Promise<void>; close?: () => Promise<void> };
      }
    ).$client;
    await (database.end ? database.end() : database.close?.());
    const res = await expectUnavailable(closed, {
      database: { status: "fail", error: expect.any(String) },
    });
    expect(JSON.stringify(res.json())).not.toContain("postgres://");
  });
});
