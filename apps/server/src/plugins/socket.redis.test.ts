import type { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import type { SystemStatusDto } from "@scrims/shared/dashboard/dashboard.schema";
import { buildTestApp, injectAs } from "@/test/app";
import { buildAdmin, buildSession, buildUser, uniqueTag } from "@/test/factories";
import { get } from "@/test/requests";
import { connectSocket, listen, settle } from "@/test/listen";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
let first: App;
let second: App;
let secondUrl: string;

let firstUrl: string;
// A channel of their own: other runs on the same Redis stay out of the socket count.
const socketChannel = `scrims-test-${uniqueTag()}`;

beforeAll(async () => {
  first = await buildTestApp({ REDIS_URL: redisUrl }, { socketChannel });
  second = await buildTestApp({ REDIS_URL: redisUrl }, { socketChannel });
  firstUrl = await listen(first);
  secondUrl = await listen(second);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

describe("Socket.IO with the Redis adapter", () => {
  it("delivers an event emitted by one process to a client of another", async () => {
    const socket = await connectSocket(secondUrl, {
      token: await buildSession(second, await buildUser(second)),
    });
    try {
      const event = `test.relay.${Date.now()}`;
      const received = new Promise((resolve) => socket.once(event, resolve));
      (first.deps.realtime as unknown as Server).emit(event, { from: "first" });
      expect(await received).toEqual({ from: "first" });
    } finally {
      socket.disconnect();
    }
  });

  it("a process that shuts down closes its own sockets, not those of the other processes", async () => {
    const leaving = await buildTestApp({ REDIS_URL: redisUrl }, { socketChannel });
    const leavingUrl = await listen(leaving);
    const staying = await connectSocket(secondUrl, {
      token: await buildSession(second, await buildUser(second)),
    });
    const closed = await connectSocket(leavingUrl, {
      token: await buildSession(leaving, await buildUser(leaving)),
    });
    const dropped: string[] = [];
    staying.on("disconnect", (reason) => dropped.push(reason));
    try {
      const gone = new Promise((resolve) => closed.once("disconnect", resolve));
      await leaving.close();
      await gone;
      // Time for a cluster-wide disconnect request to have come through Redis.
      await settle();
      expect(dropped).toEqual([]);
      expect(staying.connected).toBe(true);
    } finally {
      staying.disconnect();
    }
  });

  it("counts the open sockets of both processes on the admin dashboard", async () => {
    const sockets = await Promise.all([
      connectSocket(firstUrl, { token: await buildSession(first, await buildUser(first)) }),
      connectSocket(firstUrl, { token: await buildSession(first, await buildUser(first)) }),
      connectSocket(secondUrl, { token: await buildSession(second, await buildUser(second)) }),
    ]);
    try {
      for (const app of [first, second]) {
        const res = await injectAs(
          app,
          await buildAdmin(app),
          get("/api/admin/dashboard/system-status"),
        );
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as SystemStatusDto).services.websocket).toEqual({
          status: "operational",
          connections: 3,
        });
      }
    } finally {
      for (const socket of sockets) {
        socket.disconnect();
      }
    }
  });
});
