import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { get } from "@/test/requests";
import { waitFor } from "@/test/wait-for";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redis = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");

/**
 * A TCP relay on a port of its own to the real Redis: the app talks to Redis through it, and the
 * test takes Redis away (closes the port and every connection) and brings it back on that port.
 */
function relay() {
  const connections = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(redis.port || 6379), redis.hostname);
        connections.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          connections.delete(client);
          connections.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server?.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of connections) {
        socket.destroy();
      }
      connections.clear();
      if (!server) {
        resolve();
        return;
      }
      server.close(() => resolve());
    });
  return { open, close, url: () => `redis://127.0.0.1:${port}` };
}

const proxy = relay();
let app: App;
beforeAll(async () => {
  await proxy.open();
  app = await buildTestApp({ REDIS_URL: proxy.url() });
});
afterAll(async () => {
  await proxy.close();
  await app.close();
});

const ready = () => app.inject(get("/api/health/ready"));

describe("GET /api/health/ready with Redis", () => {
  it("answers 200 while Redis answers, 503 while it does not, and 200 again once it is back", async () => {
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
});
