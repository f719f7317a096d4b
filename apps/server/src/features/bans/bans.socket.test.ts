import { describe, expect, it } from "vitest";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import { SOCKET_HANDLERS } from "@/app";
import { banThroughApi, banWindow, bannedAndDisconnected, insertBan } from "@/test/bans";
import { buildAdmin, buildScrim, buildUser } from "@/test/factories";
import { emitWithAck, socketTestApp } from "@/test/listen";

const { app, connect: socketOf } = await socketTestApp();

describe("a ban on sockets", () => {
  it("sends `banned` to every open socket of the player, then disconnects them", async () => {
    const player = await buildUser(app);
    const bystander = await buildUser(app);
    const [first, second, other] = await Promise.all([
      socketOf(player),
      socketOf(player),
      socketOf(bystander),
    ]);
    const heard = [first, second].map(bannedAndDisconnected);
    const window = banWindow(0, 4);
    await banThroughApi(app, await buildAdmin(app), player.id, { ...window, reason: "Spam" });
    for (const result of await Promise.all(heard)) {
      expect(result.banned).toEqual({
        dateTo: window.dateTo,
        reason: "Spam",
        message: banMessages.youAreBanned(window.dateTo),
      });
      expect(result.reason).toBe("io server disconnect");
    }
    expect(other.connected).toBe(true);
  });

  it("refuses every client event of a banned player with BANNED (each registered event, so a new one cannot forget)", async () => {
    const player = await buildUser(app);
    const dateTo = new Date(Date.now() + 2 * 86_400_000);
    const socket = await socketOf(player);
    const scrim = await buildScrim(app);
    expect(await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    await insertBan(app, { userId: player.id, dateFrom: new Date(Date.now() - 1000), dateTo });
    const events: string[] = [];
    for (const register of SOCKET_HANDLERS) {
      register(app.deps, { on: (event) => void events.push(event) });
    }
    expect(events).toEqual(
      expect.arrayContaining(["join_scrim_room", "leave_scrim_room", "join_region_hub"]),
    );
    for (const event of events) {
      // Any payload: the ban is checked before the event's own validation.
      expect(await emitWithAck(socket, event, { scrimId: scrim.id }), event).toEqual({
        ok: false,
        code: "BANNED",
        error: banMessages.youAreBanned(dateTo.toISOString()),
      });
    }
  });
});
