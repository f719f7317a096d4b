import type { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { buildSession, buildUser } from "@/test/factories";
import { connectSocket, listen } from "@/test/listen";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
let first: App;
let second: App;
let secondUrl: string;

beforeAll(async () => {
  first = await buildTestApp({ REDIS_URL: redisUrl });
  second = await buildTestApp({ REDIS_URL: redisUrl });
  await listen(first);
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
});
