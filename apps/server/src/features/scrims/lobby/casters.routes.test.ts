import { describe, expect, it } from "vitest";
import { expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
} from "@/test/factories";
import { joinCast, lobbyRequests as req } from "@/test/scrim-requests";
import { HOUR, ago } from "@/test/time";

const app = await testApp();

const casterIds = (scrim: { casters: { _id: string }[] }) => scrim.casters.map((c) => c._id);

describe("PATCH /api/scrims/:id/insert-caster/:userId", () => {
  it("adds the user himself to the cast, in joining order", async () => {
    const scrim = await buildScrim(app);
    const first = await buildUser(app);
    await addCasters(app, scrim.id, [first]);
    const user = await buildUser(app);
    const res = await joinCast(app, user, scrim.id);
    expect(res.statusCode).toBe(200);
    expect(casterIds(res.json())).toEqual([first.id, user.id]);
    expect(res.body).not.toContain("email");
  });

  it("lets an admin add anyone; refuses another player (403) and a visitor (401)", async () => {
    const scrim = await buildScrim(app);
    const target = await buildUser(app);
    expect(
      (await injectAs(app, await buildUser(app), req.insertCaster(scrim.id, target.id))).statusCode,
    ).toBe(403);
    expect((await app.inject(req.insertCaster(scrim.id, target.id))).statusCode).toBe(401);
    const res = await injectAs(app, await buildAdmin(app), req.insertCaster(scrim.id, target.id));
    expect(casterIds(res.json())).toEqual([target.id]);
  });

  it("refuses a player of the game with the spec's message", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const res = await joinCast(app, seat!.user, scrim.id);
    expectRefusal(res, 409, {
      error: "Cannot join cast: You're already a player in this game!",
      code: "ALREADY_PLAYER",
      scrim: { _id: scrim.id },
    });
  });

  it("refuses a full cast, a second join and a scrim without casters (409)", async () => {
    const scrim = await buildScrim(app, { maxCastersAllowedCount: 1 });
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    const late = await buildUser(app);
    const full = await joinCast(app, late, scrim.id);
    expectRefusal(full, 409, {
      error: "The cast is full for this game",
      code: "CAST_FULL",
    });
    const twice = await joinCast(app, caster, scrim.id);
    expect(twice.json()).toMatchObject({ code: "ALREADY_CASTER" });
    const none = await buildScrim(app, { isWithCasters: false, maxCastersAllowedCount: 0 });
    const res = await joinCast(app, late, none.id);
    expectRefusal(res, 409, { error: "This game has no casters", code: "NO_CASTERS" });
  });
});

describe("PATCH /api/scrims/:id/remove-caster/:userId", () => {
  it("lets a caster leave and an admin remove one; refuses another player (403)", async () => {
    const scrim = await buildScrim(app);
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await addCasters(app, scrim.id, [a, b]);
    expect((await injectAs(app, b, req.removeCaster(scrim.id, a.id))).statusCode).toBe(403);
    expect((await app.inject(req.removeCaster(scrim.id, a.id))).statusCode).toBe(401);
    const leave = await injectAs(app, a, req.removeCaster(scrim.id, a.id));
    expect(leave.statusCode).toBe(200);
    expect(casterIds(leave.json())).toEqual([b.id]);
    const removed = await injectAs(app, await buildAdmin(app), req.removeCaster(scrim.id, b.id));
    expect(casterIds(removed.json())).toEqual([]);
  });

  it("answers 409 for a user who is not casting and 404 for an unknown scrim", async () => {
    const scrim = await buildScrim(app);
    const user = await buildUser(app);
    const res = await injectAs(app, user, req.removeCaster(scrim.id, user.id));
    expectRefusal(res, 409, {
      error: "That user is not a caster of this game",
      code: "NOT_A_CASTER",
    });
    const unknown = await injectAs(app, user, req.removeCaster(UNKNOWN_ID, user.id));
    expect(unknown.statusCode).toBe(404);
  });
});

describe("casting once the game is over by the time rule", () => {
  it("refuses to join or leave the cast of a game that started 3 hours ago or more (409)", async () => {
    const scrim = await buildScrim(app, { gameStartTime: ago(4 * HOUR) });
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    const late = await buildUser(app);

    const join = await joinCast(app, late, scrim.id);
    expectRefusal(join, 409, {
      error: "Casting is closed: the game is over",
      scrim: { _id: scrim.id },
    });
    const admin = await buildAdmin(app);
    expect((await injectAs(app, admin, req.insertCaster(scrim.id, late.id))).statusCode).toBe(409);
    const leave = await injectAs(app, caster, req.removeCaster(scrim.id, caster.id));
    expect(leave.statusCode).toBe(409);
    expect(casterIds(leave.json().scrim)).toEqual([caster.id]);
  });

  it("keeps the cast open during the game's first 3 hours", async () => {
    const scrim = await buildScrim(app, { gameStartTime: ago(2.5 * HOUR) });
    const user = await buildUser(app);
    const res = await joinCast(app, user, scrim.id);
    expect(res.statusCode).toBe(200);
    expect(casterIds(res.json())).toEqual([user.id]);
  });
});
