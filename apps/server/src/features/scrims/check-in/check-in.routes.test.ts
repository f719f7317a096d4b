import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import { insertBan } from "@/test/bans";
import { UNKNOWN_ID, buildAdmin, buildScrim, buildUser, seatPlayers } from "@/test/factories";
import { nextEvent, emitWithAck, socketTestApp } from "@/test/listen";
import { checkInRequests, scrimEditOf, scrimRequests, seatEntryOf } from "@/test/scrim-requests";
import { DAY, MINUTE, ago, fromNow } from "@/test/time";

const SECOND_MS = 1000;

// Check-in: a seated player marks himself present from checkInOpensAt until the start; admins
// check anyone in by hand; everyone watching the scrim sees the mark live.

const server = await socketTestApp();
const { app } = server;
const admin = await buildAdmin(app);

type SeatEntry = {
  role: string;
  team: { name: string };
  _user: { _id: string };
  checkedIn: boolean;
};
type ScrimBody = { checkInOpensAt: string | null; teamOne: SeatEntry[]; teamTwo: SeatEntry[] };

/** A scrim starting at `start` (check-in 15 minutes unless given) with one seated player. */
async function seatedScrim(start: Date, checkInMinutes = 15) {
  const scrim = await buildScrim(app, { gameStartTime: start, checkInMinutes });
  const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid" }]);
  return { scrim, player: seat!.user };
}

describe("PATCH /api/scrims/:id/check-in", () => {
  it("opens checkInMinutes before the start: a second early is refused, a second late is in", async () => {
    const early = await seatedScrim(fromNow(15 * MINUTE + 5 * SECOND_MS));
    const res = await injectAs(app, early.player, checkInRequests.checkIn(early.scrim.id));
    expectRefusal(res, 409, { code: "CHECK_IN_NOT_OPEN" });
    // The refusal carries the scrim, still without the mark.
    const current = res.json<{ scrim: ScrimBody }>().scrim;
    expect(seatEntryOf(current, early.player.id)?.checkedIn).toBe(false);
    expect(current.checkInOpensAt).toBe(
      new Date(early.scrim.gameStartTime.getTime() - 15 * MINUTE).toISOString(),
    );

    const open = await seatedScrim(fromNow(15 * MINUTE - 5 * SECOND_MS));
    const ok = await injectAs(app, open.player, checkInRequests.checkIn(open.scrim.id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(seatEntryOf(ok.json<ScrimBody>(), open.player.id)?.checkedIn).toBe(true);
    // Again: still checked in, nothing else changes.
    const again = await injectAs(app, open.player, checkInRequests.checkIn(open.scrim.id));
    expect(seatEntryOf(again.json<ScrimBody>(), open.player.id)?.checkedIn).toBe(true);
  });

  it("closes at the start, follows the scrim's minutes, and is never open with check-in off", async () => {
    const started = await seatedScrim(ago(5 * SECOND_MS));
    expectRefusal(
      await injectAs(app, started.player, checkInRequests.checkIn(started.scrim.id)),
      409,
      { code: "CHECK_IN_NOT_OPEN" },
    );
    const thirty = await seatedScrim(fromNow(25 * MINUTE), 30);
    expect(
      (await injectAs(app, thirty.player, checkInRequests.checkIn(thirty.scrim.id))).statusCode,
    ).toBe(200);
    const off = await seatedScrim(fromNow(2 * MINUTE), 0);
    const res = await injectAs(app, off.player, checkInRequests.checkIn(off.scrim.id));
    expectRefusal(res, 409, { code: "CHECK_IN_NOT_OPEN" });
    expect(res.json<{ scrim: ScrimBody }>().scrim.checkInOpensAt).toBeNull();
  });

  it("is for seated players only: 403 NOT_SEATED, 404 for an unknown scrim, 403 when banned", async () => {
    const { scrim, player } = await seatedScrim(fromNow(5 * MINUTE));
    const outsider = await buildUser(app);
    expectRefusal(await injectAs(app, outsider, checkInRequests.checkIn(scrim.id)), 403, {
      code: "NOT_SEATED",
    });
    expectRefusal(await injectAs(app, player, checkInRequests.checkIn(UNKNOWN_ID)), 404, {
      code: "NOT_FOUND",
    });
    expectRefusal(await app.inject(checkInRequests.checkIn(scrim.id)), 401, {
      code: "UNAUTHORIZED",
    });
    await insertBan(app, {
      userId: player.id,
      bannedById: admin.id,
      dateFrom: ago(DAY),
      dateTo: fromNow(2 * DAY),
    });
    expectRefusal(await injectAs(app, player, checkInRequests.checkIn(scrim.id)), 403, {
      code: "BANNED",
    });
    const read = await injectAs(app, admin, scrimRequests.read(scrim.id));
    expect(seatEntryOf(read.json<ScrimBody>(), player.id)?.checkedIn).toBe(false);
  });

  it("shows the mark live on another player's socket in the scrim's room", async () => {
    const { scrim, player } = await seatedScrim(fromNow(10 * MINUTE));
    const [other] = await seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "Mid" }]);
    const watcher = await server.connect(other!.user);
    await emitWithAck(watcher, "join_scrim_room", { scrimId: scrim.id });
    const update = nextEvent<{ scrim: ScrimBody }>(
      watcher,
      "scrimUpdate",
      ({ scrim: s }) => seatEntryOf(s, player.id)?.checkedIn === true,
    );
    expect((await injectAs(app, player, checkInRequests.checkIn(scrim.id))).statusCode).toBe(200);
    const { scrim: seen } = await update;
    expect(seatEntryOf(seen, other!.user.id)?.checkedIn).toBe(false);
  });

  it("keeps a player's check-in when he moves or an admin swaps him", async () => {
    const { scrim, player } = await seatedScrim(fromNow(10 * MINUTE));
    await seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "Top" }]);
    await injectAs(app, player, checkInRequests.checkIn(scrim.id));
    const swap = await injectAs(app, admin, {
      method: "PATCH",
      url: `/api/scrims/${scrim.id}/swap-players`,
      payload: { from: { team: "teamOne", role: "Mid" }, to: { team: "teamTwo", role: "Top" } },
    });
    expect(swap.statusCode, swap.body).toBe(200);
    const body = swap.json<ScrimBody>();
    expect(body.teamTwo.find((p) => p._user._id === player.id)?.checkedIn).toBe(true);
    expect(body.teamOne.map((p) => p.checkedIn)).toEqual([false]);
  });
});

describe("PATCH /api/scrims/:id/admin-check-in/:userId", () => {
  it("lets an admin check a seated player in before the window, and no one else", async () => {
    const { scrim, player } = await seatedScrim(fromNow(2 * 60 * MINUTE));
    expectRefusal(
      await injectAs(app, player, checkInRequests.adminCheckIn(scrim.id, player.id)),
      403,
      { code: "FORBIDDEN" },
    );
    const res = await injectAs(app, admin, checkInRequests.adminCheckIn(scrim.id, player.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(seatEntryOf(res.json<ScrimBody>(), player.id)?.checkedIn).toBe(true);

    const outsider = await buildUser(app);
    expectRefusal(
      await injectAs(app, admin, checkInRequests.adminCheckIn(scrim.id, outsider.id)),
      403,
      { code: "NOT_SEATED" },
    );
  });

  it("refuses once the game started or with check-in off", async () => {
    const started = await seatedScrim(ago(MINUTE));
    expectRefusal(
      await injectAs(app, admin, checkInRequests.adminCheckIn(started.scrim.id, started.player.id)),
      409,
      { code: "CHECK_IN_NOT_OPEN" },
    );
    const off = await seatedScrim(fromNow(MINUTE), 0);
    expectRefusal(
      await injectAs(app, admin, checkInRequests.adminCheckIn(off.scrim.id, off.player.id)),
      409,
      { code: "CHECK_IN_NOT_OPEN" },
    );
  });
});

describe("checkInMinutes on create and edit", () => {
  it("defaults to 15, takes 0/5/10/15/30 only, and an edit without it keeps it", async () => {
    const start = fromNow(3 * 60 * MINUTE);
    const created = await injectAs(
      app,
      admin,
      scrimRequests.create({ gameStartTime: start.toISOString(), region: "NA" }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      checkInMinutes: 15,
      checkInOpensAt: new Date(start.getTime() - 15 * MINUTE).toISOString(),
    });
    const bad = await injectAs(
      app,
      admin,
      scrimRequests.create({ gameStartTime: start.toISOString(), region: "NA", checkInMinutes: 7 }),
    );
    expectRefusal(bad, 400, { code: "VALIDATION_FAILED" });

    const scrim = await buildScrim(app, { gameStartTime: start, checkInMinutes: 10 });
    const kept = await injectAs(app, admin, scrimRequests.edit(scrim.id, scrimEditOf(scrim)));
    expect(kept.json()).toMatchObject({ checkInMinutes: 10 });
    const off = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { checkInMinutes: 0 })),
    );
    expect(off.json()).toMatchObject({ checkInMinutes: 0, checkInOpensAt: null });
    expectRefusal(
      await injectAs(
        app,
        admin,
        scrimRequests.edit(scrim.id, scrimEditOf(scrim, { checkInMinutes: "15" })),
      ),
      400,
      { code: "VALIDATION_FAILED" },
    );
  });
});
