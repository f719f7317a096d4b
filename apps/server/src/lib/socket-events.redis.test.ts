import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { buildUserOfBoth } from "@/test/factories";
import { socketTestApp } from "@/test/listen";
import { CLIENT_EVENT_LIMITS } from "./socket-events";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
const first = await socketTestApp({ REDIS_URL: redisUrl });
const second = await socketTestApp({ REDIS_URL: redisUrl });

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
    const player = await buildUserOfBoth(first.app, second.app);
    const here = await first.connect(player);
    const there = await second.connect(player);
    const { capacity } = CLIENT_EVENT_LIMITS.perSocket;

    // Each socket stays within its own budget; on two processes they still share the player's.
    expect(await burst(here, capacity)).toEqual(Array.from({ length: capacity }, () => "ok"));
    const codes = await burst(there, capacity);
    expect(codes.filter((code) => code === "RATE_LIMITED").length).toBeGreaterThan(0);
  });
});
