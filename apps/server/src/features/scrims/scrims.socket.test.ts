import { describe, expect, it, vi } from "vitest";
import { injectAs } from "@/test/app";
import {
  ALL_SEATS,
  buildAdmin,
  buildFullScrim,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
} from "@/test/factories";
import { emitWithAck, nextEvent, settle, socketTestApp } from "@/test/listen";
import { lobbyRequests, scrimEditOf, scrimRequests, takeSeat } from "@/test/scrim-requests";
import { HOUR, ago, fromNow } from "@/test/time";

const server = await socketTestApp();
const { app } = server;

describe("scrim rooms", () => {
  it("shows a watcher a player joining, after the change is committed", async () => {
    const scrim = await buildScrim(app);
    const { socket } = await server.watch(await buildUser(app));
    expect(await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });

    const player = await buildUser(app);
    const update = nextEvent(socket, "scrimUpdate");
    const res = await takeSeat(app, player, scrim.id, "teamOne", "Mid");
    expect(res.statusCode).toBe(200);
    const { scrim: dto } = (await update) as { scrim: { teamOne: { _user: { _id: string } }[] } };
    expect(dto.teamOne.map((p) => p._user._id)).toContain(player.id);
  });

  it("sends nothing for a refused change", async () => {
    const scrim = await buildScrim(app);
    const [taken] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const { socket, received } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });
    const late = await buildUser(app);
    const res = await takeSeat(app, late, scrim.id, "teamOne", "Top");
    expect(res.statusCode).toBe(409);
    expect(taken).toBeDefined();
    await settle();
    expect(received.filter((r) => r.event === "scrimUpdate")).toEqual([]);
  });

  it("acknowledges a malformed or unknown scrim with a refusal", async () => {
    const { socket } = await server.watch(await buildUser(app));
    expect(await emitWithAck(socket, "join_scrim_room", { scrimId: "nope" })).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
    });
    expect(
      await emitWithAck(socket, "join_scrim_room", {
        scrimId: "6f1c2d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f",
      }),
    ).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});

describe("broadcasts come after COMMIT", () => {
  it("a read made as the event arrives already sees the winner, and a deletion", async () => {
    const { scrim } = await buildFullScrim(app, { gameStartTime: ago(HOUR) });
    const admin = await buildAdmin(app);
    const { socket } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });

    // The read starts inside the event handler: had the event been sent before COMMIT, PostgreSQL
    // would show the old row (and PGlite would make the read wait for the COMMIT).
    const seenAtWinner = new Promise((resolve) => {
      socket.once("scrimUpdate", () => {
        void loadScrimRow(app, scrim.id).then((row) => resolve(row?.teamWon));
      });
    });
    expect(
      (await injectAs(app, admin, lobbyRequests.setWinner(scrim.id, "teamOne"))).statusCode,
    ).toBe(200);
    expect(await seenAtWinner).toBe("teamOne");

    const seenAtDeletion = new Promise((resolve) => {
      socket.once("getScrimTransaction", () => {
        void loadScrimRow(app, scrim.id).then((row) => resolve(row === undefined));
      });
    });
    expect((await injectAs(app, admin, scrimRequests.remove(scrim.id))).statusCode).toBe(204);
    expect(await seenAtDeletion).toBe(true);
  });
});

describe("the scrim's room is told first", () => {
  it("without waiting on the hub lists' invalidation, and a hub list read then is already new", async () => {
    const scrim = await buildScrim(app, { gameStartTime: fromNow(HOUR) });
    const { socket } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });
    const reader = await buildUser(app);
    const range = { start: new Date(), end: fromNow(2 * HOUR) };
    const seatsIn = async () => {
      const res = await injectAs(app, reader, scrimRequests.list("NA", range));
      const listed = (res.json() as { _id: string; teamOne: unknown[] }[]).find(
        (s) => s._id === scrim.id,
      );
      return listed?.teamOne.length;
    };
    // The list is kept in memory from here on.
    expect(await seatsIn()).toBe(0);

    // The other processes hear of an invalidation over Redis: here that round trip never ends
    // until the test lets it (this process takes the change into its lists at once).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const saved = app.deps.hubList.scrimSaved.bind(app.deps.hubList);
    const spy = vi
      .spyOn(app.deps.hubList, "scrimSaved")
      .mockImplementation(async (aggregate, beforeRegion) => {
        await saved(aggregate, beforeRegion);
        await held;
      });
    try {
      const update = nextEvent(socket, "scrimUpdate");
      let answered = false;
      const change = takeSeat(app, await buildUser(app), scrim.id, "teamOne", "Mid").then((res) => {
        answered = true;
        return res;
      });
      await update;
      // Told while the invalidation is still on its way to the other processes...
      expect(answered).toBe(false);
      // ...and this process already answers the list as changed.
      expect(await seatsIn()).toBe(1);
      release();
      expect((await change).statusCode).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});

describe("private scrims", () => {
  it("open their room to members and admins only", async () => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const [member] = await seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "ADC" }]);
    const stranger = await server.watch(await buildUser(app));
    const admin = await server.watch(await buildAdmin(app));
    const seated = await server.watch(member!.user);

    expect(
      await emitWithAck(stranger.socket, "join_scrim_room", { scrimId: scrim.id }),
    ).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await emitWithAck(admin.socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    expect(await emitWithAck(seated.socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
  });

  it("never reach a non-member's socket, in the room or the hub", async () => {
    const scrim = await buildScrim(app, { isPrivate: true, region: "OCE" });
    const [member] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }], "OCE");
    const stranger = await server.watch(await buildUser(app, { region: "OCE" }));
    await emitWithAck(stranger.socket, "join_region_hub", { region: "OCE" });
    const seated = await server.watch(member!.user);
    await emitWithAck(seated.socket, "join_scrim_room", { scrimId: scrim.id });
    await emitWithAck(seated.socket, "join_region_hub", { region: "OCE" });

    const joiner = await buildUser(app, { region: "OCE" });
    const memberSaw = nextEvent(seated.socket, "scrimUpdate");
    const memberHub = nextEvent(seated.socket, "getScrimTransaction");
    await takeSeat(app, joiner, scrim.id, "teamOne", "Jungle");
    await memberSaw;
    await memberHub;
    await settle();
    expect(JSON.stringify(stranger.received)).not.toContain(scrim.id);
  });
});

describe("private scrims moved or deleted", () => {
  it("tell only members and admins on the old hub; a non-member there hears nothing", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app, { isPrivate: true, region: "OCE" });
    const [member] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid" }], "OCE");
    const stranger = await server.watch(await buildUser(app, { region: "OCE" }));
    const adminWatch = await server.watch(await buildAdmin(app));
    const memberWatch = await server.watch(member!.user);
    for (const { socket } of [stranger, adminWatch, memberWatch]) {
      await emitWithAck(socket, "join_region_hub", { region: "OCE" });
      await emitWithAck(socket, "join_region_hub", { region: "LAN" });
    }
    const isDelete = (p: { type?: string }) => p.type === "delete";

    const adminSawMove = nextEvent(adminWatch.socket, "getScrimTransaction", isDelete);
    const memberSawMove = nextEvent(memberWatch.socket, "getScrimTransaction", isDelete);
    const edit = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { region: "LAN" })),
    );
    expect(edit.statusCode).toBe(200);
    const moved = { type: "delete", scrimId: scrim.id, region: "OCE" };
    expect(await adminSawMove).toEqual(moved);
    expect(await memberSawMove).toEqual(moved);

    const adminSawDeletion = nextEvent(adminWatch.socket, "getScrimTransaction", isDelete);
    const memberSawDeletion = nextEvent(memberWatch.socket, "getScrimTransaction", isDelete);
    const deletion = await injectAs(app, admin, scrimRequests.remove(scrim.id));
    expect(deletion.statusCode).toBe(204);
    const deleted = { type: "delete", scrimId: scrim.id, region: "LAN" };
    expect(await adminSawDeletion).toEqual(deleted);
    expect(await memberSawDeletion).toEqual(deleted);

    await settle();
    expect(JSON.stringify(stranger.received)).not.toContain(scrim.id);
  });
});

describe("the region hub", () => {
  it("hears public scrims created and changed in its region, and no other region's", async () => {
    const admin = await buildAdmin(app);
    const naWatcher = await server.watch(await buildUser(app));
    const euwWatcher = await server.watch(await buildUser(app, { region: "EUW" }));
    await emitWithAck(naWatcher.socket, "join_region_hub", { region: "NA" });
    await emitWithAck(euwWatcher.socket, "join_region_hub", { region: "EUW" });

    const created = nextEvent(naWatcher.socket, "getScrimTransaction");
    const res = await injectAs(
      app,
      admin,
      scrimRequests.create({ gameStartTime: fromNow(HOUR).toISOString(), region: "NA" }),
    );
    expect(res.statusCode).toBe(200);
    const scrimId = res.json()._id as string;
    expect(await created).toMatchObject({ type: "upsert", scrim: { _id: scrimId, region: "NA" } });
    await settle();
    expect(JSON.stringify(euwWatcher.received)).not.toContain(scrimId);
  });

  it("tells the old region's hub to drop a scrim moved to another region, and everyone of a deletion", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app, { region: "NA" });
    const { socket } = await server.watch(await buildUser(app));
    await emitWithAck(socket, "join_region_hub", { region: "NA" });

    const dropped = nextEvent(socket, "getScrimTransaction", (p) => p.type === "delete");
    const edit = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { region: "EUW" })),
    );
    expect(edit.statusCode).toBe(200);
    expect(await dropped).toEqual({ type: "delete", scrimId: scrim.id, region: "NA" });

    await emitWithAck(socket, "join_region_hub", { region: "EUW" });
    const deleted = nextEvent(socket, "getScrimTransaction", (p) => p.type === "delete");
    expect((await injectAs(app, admin, scrimRequests.remove(scrim.id))).statusCode).toBe(204);
    expect(await deleted).toEqual({ type: "delete", scrimId: scrim.id, region: "EUW" });
  });
});

describe("a day of the region hub", () => {
  /** A day of the hub that starts on a quarter that is not midnight UTC (a viewer's time zone). */
  const dayStart = new Date(Math.ceil((Date.now() + 2 * HOUR) / (15 * 60_000)) * 15 * 60_000);
  const day = {
    region: "OCE",
    startDate: dayStart.toISOString(),
    endDate: new Date(dayStart.getTime() + 24 * HOUR).toISOString(),
  };
  const inDay = () => new Date(dayStart.getTime() + 3 * HOUR);
  const nextDay = () => new Date(dayStart.getTime() + 27 * HOUR);
  const mentions = (received: { payload: unknown }[], scrimId: string) =>
    received.filter((entry) => JSON.stringify(entry.payload).includes(scrimId)).length;

  it("is told only of its day's scrims, and of a scrim moved into or out of it", async () => {
    const admin = await buildAdmin(app);
    const today = await buildScrim(app, { region: "OCE", gameStartTime: inDay() });
    const tomorrow = await buildScrim(app, { region: "OCE", gameStartTime: nextDay() });
    const dayWatcher = await server.watch(await buildUser(app, { region: "OCE" }));
    const allWatcher = await server.watch(await buildUser(app, { region: "OCE" }));
    expect(await emitWithAck(dayWatcher.socket, "join_region_hub", day)).toEqual({ ok: true });
    await emitWithAck(allWatcher.socket, "join_region_hub", { region: "OCE" });

    // A seat taken on the next day: the watcher of the whole hub hears it, the day's nothing.
    const heardByAll = nextEvent(allWatcher.socket, "getScrimTransaction");
    const player = await buildUser(app, { region: "OCE" });
    expect((await takeSeat(app, player, tomorrow.id, "teamOne", "Top")).statusCode).toBe(200);
    expect(await heardByAll).toMatchObject({ scrim: { _id: tomorrow.id } });
    // And one on its own day reaches it.
    const heard = nextEvent(dayWatcher.socket, "getScrimTransaction");
    expect((await takeSeat(app, player, today.id, "teamOne", "Top")).statusCode).toBe(200);
    expect(await heard).toMatchObject({ type: "upsert", scrim: { _id: today.id } });
    await settle();
    expect(mentions(dayWatcher.received, tomorrow.id)).toBe(0);

    // Moved into the day, then today's scrim out of it: both reach the day's watcher.
    const movedIn = nextEvent(dayWatcher.socket, "getScrimTransaction");
    const moveIn = scrimEditOf(tomorrow, { gameStartTime: inDay().toISOString() });
    expect((await injectAs(app, admin, scrimRequests.edit(tomorrow.id, moveIn))).statusCode).toBe(
      200,
    );
    expect(await movedIn).toMatchObject({ type: "upsert", scrim: { _id: tomorrow.id } });
    const movedOut = nextEvent(dayWatcher.socket, "getScrimTransaction");
    const moveOut = scrimEditOf(today, { gameStartTime: nextDay().toISOString() });
    expect((await injectAs(app, admin, scrimRequests.edit(today.id, moveOut))).statusCode).toBe(
      200,
    );
    expect(await movedOut).toMatchObject({
      type: "upsert",
      scrim: { _id: today.id, gameStartTime: nextDay().toISOString() },
    });

    // Now on the next day: its deletion is none of the day's business.
    const before = mentions(dayWatcher.received, today.id);
    const deleted = nextEvent(allWatcher.socket, "getScrimTransaction", (p) => p.type === "delete");
    expect((await injectAs(app, admin, scrimRequests.remove(today.id))).statusCode).toBe(204);
    expect(await deleted).toEqual({ type: "delete", scrimId: today.id, region: "OCE" });
    await settle();
    expect(mentions(dayWatcher.received, today.id)).toBe(before);
  });

  it("watches one view of a region at a time: joining another day replaces it, leaving ends it", async () => {
    const scrim = await buildScrim(app, { region: "OCE", gameStartTime: inDay() });
    const { socket, received } = await server.watch(await buildUser(app, { region: "OCE" }));
    await emitWithAck(socket, "join_region_hub", day);
    const otherDay = {
      ...day,
      startDate: day.endDate,
      endDate: new Date(dayStart.getTime() + 48 * HOUR).toISOString(),
    };
    await emitWithAck(socket, "join_region_hub", otherDay);
    const player = await buildUser(app, { region: "OCE" });
    expect((await takeSeat(app, player, scrim.id, "teamTwo", "Mid")).statusCode).toBe(200);
    await settle();
    expect(mentions(received, scrim.id)).toBe(0);

    await emitWithAck(socket, "join_region_hub", day);
    await emitWithAck(socket, "leave_region_hub", { region: "OCE" });
    const another = await buildUser(app, { region: "OCE" });
    expect((await takeSeat(app, another, scrim.id, "teamTwo", "Top")).statusCode).toBe(200);
    await settle();
    expect(mentions(received, scrim.id)).toBe(0);
  });

  it("refuses a view that is not one day or two", async () => {
    const { socket } = await server.watch(await buildUser(app, { region: "OCE" }));
    const refusals = [
      { region: "OCE", startDate: day.startDate },
      { ...day, endDate: day.startDate },
      { ...day, endDate: new Date(dayStart.getTime() + 49 * HOUR).toISOString() },
      { ...day, startDate: "tomorrow" },
    ];
    for (const view of refusals) {
      expect(await emitWithAck(socket, "join_region_hub", view)).toMatchObject({
        ok: false,
        code: "VALIDATION_FAILED",
      });
    }
  });
});

describe("what broadcasts carry", () => {
  it("never an email or a lobby password, even for a started, full scrim", async () => {
    const scrim = await buildScrim(app, { gameStartTime: ago(60_000) });
    const seats = await seatPlayers(app, scrim.id, ALL_SEATS.slice(1));
    const { socket, received } = await server.watch(seats[0]!.user);
    await emitWithAck(socket, "join_scrim_room", { scrimId: scrim.id });
    await emitWithAck(socket, "join_region_hub", { region: "NA" });

    const last = await buildUser(app);
    const update = nextEvent(socket, "scrimUpdate");
    const res = await takeSeat(app, last, scrim.id, "teamOne", "Top");
    expect(res.statusCode).toBe(200);
    // The HTTP answer to a player of the started, full scrim does carry the lobby details...
    expect(res.json().lobbyPassword).toBe(scrim.lobbyPassword);
    await update;
    await settle();
    // ...the broadcasts never do.
    const everything = JSON.stringify(received);
    expect(everything).not.toContain(scrim.lobbyPassword);
    expect(everything).not.toContain("lobbyPassword");
    expect(everything).not.toMatch(/@example\.test/);
    expect(everything).not.toContain('"email"');
  });
});
