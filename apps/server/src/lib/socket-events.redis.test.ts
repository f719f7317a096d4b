import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { usersRepository } from "@/features/users/users.repository";
import { buildTestApp } from "@/test/app";
import { buildSession, buildUser } from "@/test/factories";
import { connectSocket, listen } from "@/test/listen";
import { CLIENT_EVENT_LIMITS } from "./socket-events";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
let first: App;
let second: App;
let firstUrl: string;
let secondUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await buildTestApp({ REDIS_URL: redisUrl });
  second = await buildTestApp({ REDIS_URL: redisUrl });
  firstUrl = await listen(first);
  secondUrl = await listen(second);
});
afterAll(async () => {
  for (const socket of sockets) {
    socket.disconnect();
  }
  await Promise.all([first.close(), second.close()]);
});

type AckResult = { ok: boolean; code?: string };

async function burst(socket: Socket, count: number): Promise<string[]> {
  const acks = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<AckResult>((resolve) => {
          socket.emit("leave_region_hub", { region: "NA" }, resolve);
        }),
    ),
  );
  return acks.map((ack) => (ack.ok ? "ok" : (ack.code ?? "?")));
}

describe("the limit on client events with Redis", () => {
  it("is one budget per player across processes", async () => {
    const player = await buildUser(first);
    // On PGlite each app has its own database: the same player exists in both.
    if (!(await usersRepository.findById(second.deps.db, player.id))) {
      await buildUser(second, { id: player.id });
    }
    const here = await connectSocket(firstUrl, { token: await buildSession(first, player) });
    const there = await connectSocket(secondUrl, { token: await buildSession(second, player) });
    sockets.push(here, there);
    const { capacity } = CLIENT_EVENT_LIMITS.perSocket;

    // Each socket stays within its own budget; on two processes they still share the player's.
    expect(await burst(here, capacity)).toEqual(Array.from({ length: capacity }, () => "ok"));
    const codes = await burst(there, capacity);
    expect(codes.filter((code) => code === "RATE_LIMITED").length).toBeGreaterThan(0);
  });
});
