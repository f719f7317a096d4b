import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { buildAdmin, buildScrim, buildUser } from "@/test/factories";
import type { Ack } from "@scrims/shared/common/ack";
import { ackCodes, burst, socketTestApp } from "@/test/listen";
import { scrimRequests } from "@/test/scrim-requests";
import { CLIENT_EVENT_LIMITS } from "./socket-events";

const server = await socketTestApp();
const { app, connect: socketOf } = server;

const count = (codes: string[], code: string) => codes.filter((c) => c === code).length;

describe("the limit on client events", () => {
  it("refuses a flood with RATE_LIMITED, then disconnects the socket; others are still served", async () => {
    const flooder = await socketOf(await buildUser(app));
    const closed = new Promise<string>((resolve) => flooder.once("disconnect", resolve));
    // Each join of an unknown scrim would cost a database read.
    const sent = 300;
    const acks: (Ack | undefined)[] = Array.from({ length: sent }, () => undefined);
    for (let i = 0; i < sent; i += 1) {
      flooder.emit("join_scrim_room", { scrimId: randomUUID() }, (ack: Ack) => {
        acks[i] = ack;
      });
    }
    expect(await closed).toBe("io server disconnect");

    const codes = ackCodes(acks);
    expect(count(codes, "RATE_LIMITED")).toBeGreaterThan(0);
    // Only the events within the budget reached the database; the rest never ran.
    expect(count(codes, "NOT_FOUND")).toBeLessThan(sent / 2);
    expect(count(codes, "none")).toBeGreaterThan(0);

    // Another player's socket and requests are answered as usual.
    const other = await buildUser(app);
    const scrim = await buildScrim(app);
    const calm = await socketOf(other);
    expect(await calm.emitWithAck("join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    const res = await injectAs(app, other, scrimRequests.read(scrim.id));
    expect(res.statusCode).toBe(200);
  });

  it("counts per user: a second socket of the same player shares the player's budget", async () => {
    const player = await buildUser(app);
    const first = await socketOf(player);
    const second = await socketOf(player);
    const hub = () => ({ region: "NA" });
    const { capacity } = CLIENT_EVENT_LIMITS.perSocket;

    // Each socket stays within its own budget; together they spend more than the player's.
    const firstCodes = ackCodes(await burst(first, capacity, "leave_region_hub", hub));
    expect(firstCodes.every((code) => code === "ok")).toBe(true);
    const secondCodes = ackCodes(await burst(second, capacity, "leave_region_hub", hub));
    expect(count(secondCodes, "RATE_LIMITED")).toBeGreaterThan(0);
    expect(second.connected).toBe(true);

    // Another player is not held back by this one's spending.
    const otherCodes = ackCodes(
      await burst(await socketOf(await buildUser(app)), capacity, "leave_region_hub", hub),
    );
    expect(otherCodes.every((code) => code === "ok")).toBe(true);
  });
});

describe("joining a room the socket is already in", () => {
  it("is answered without reading the database (the scrim is gone by then)", async () => {
    const scrim = await buildScrim(app);
    const watcher = await socketOf(await buildUser(app));
    expect(await watcher.emitWithAck("join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    const deleted = await injectAs(app, await buildAdmin(app), scrimRequests.remove(scrim.id));
    expect(deleted.statusCode).toBe(204);

    // A socket outside the room is answered from the database: the scrim is gone.
    const newcomer = await socketOf(await buildUser(app));
    expect(await newcomer.emitWithAck("join_scrim_room", { scrimId: scrim.id })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    // The watcher, already in the room, gets its answer without the database being asked.
    expect(await watcher.emitWithAck("join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
  });
});
