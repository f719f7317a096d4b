import type { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { captureLog } from "@/test/log-capture";
import { redisRelay } from "@/test/redis-relay";
import { get } from "@/test/requests";
import { waitFor } from "@/test/wait-for";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
// The app reaches Redis through a relay the tests close (Redis is away) and open again.
const proxy = redisRelay(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const log = captureLog();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
let app: App;
beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  await proxy.open();
  app = await buildTestApp(
    { REDIS_URL: proxy.url(), LOG_LEVEL: "warn" },
    { logStream: log.stream },
  );
});
afterAll(async () => {
  // Redis goes first: the app's shutdown (which tells the other processes to drop their sockets)
  // must not fail unhandled either.
  await proxy.close();
  await app.close();
  process.off("unhandledRejection", onUnhandled);
  log.remove();
  expect(unhandled).toEqual([]);
});

const ready = () => app.inject(get("/api/health/ready"));
const warnings = (msg: string) => log.lines().filter((line) => line.msg === msg);

describe("while Redis is away", () => {
  it("GET /api/health/ready answers 200 while Redis answers, 503 while it does not, and 200 again once it is back", async () => {
    const up = await ready();
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().checks.redis).toEqual({ status: "ok", latencyMs: expect.any(Number) });

    await proxy.close();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: "unavailable",
      checks: { database: { status: "ok" }, redis: { status: "fail", error: expect.any(String) } },
    });
    // The process itself still answers.
    expect((await app.inject(get("/api/health/live"))).statusCode).toBe(200);

    await proxy.open();
    await waitFor(async () => (await ready()).statusCode === 200, "Redis reconnected");
  });

  it("a broadcast to the other processes is lost and logged, and the process lives on", async () => {
    await proxy.close();
    // Socket.IO's adapter publishes it without waiting; ioredis gives up after its retries.
    (app.deps.realtime as unknown as Server).to("nobody").emit("test.outage", {});
    await waitFor(() => warnings("redis publish failed").length > 0, "the failed publish logged");
    expect(unhandled).toEqual([]);
    expect((await app.inject(get("/api/health/live"))).statusCode).toBe(200);

    await proxy.open();
    await waitFor(async () => (await ready()).statusCode === 200, "Redis reconnected");
  });
});
