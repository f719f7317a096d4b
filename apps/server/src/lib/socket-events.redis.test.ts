import { describe, expect, it } from "vitest";
import { buildUserOfBoth } from "@/test/factories";
import { ackCodes, burst, socketTestApp } from "@/test/listen";
import { CLIENT_EVENT_LIMITS } from "./socket-events";

// Runs only when REDIS_URL is set (vitest.config.ts excludes it otherwise): CI sets it.
const redisUrl = process.env.REDIS_URL ?? "";
const first = await socketTestApp({ REDIS_URL: redisUrl });
const second = await socketTestApp({ REDIS_URL: redisUrl });

const hub = () => ({ region: "NA" });

describe("the limit on client events with Redis", () => {
  it("is one budget per player across processes", async () => {
    const player = await buildUserOfBoth(first.app, second.app);
    const here = await first.connect(player);
    const there = await second.connect(player);
    const { capacity } = CLIENT_EVENT_LIMITS.perSocket;

    // Each socket stays within its own budget; on two processes they still share the player's.
    expect(ackCodes(await burst(here, capacity, "leave_region_hub", hub))).toEqual(
      Array.from({ length: capacity }, () => "ok"),
    );
    const codes = ackCodes(await burst(there, capacity, "leave_region_hub", hub));
    expect(codes.filter((code) => code === "RATE_LIMITED").length).toBeGreaterThan(0);
  });
});
