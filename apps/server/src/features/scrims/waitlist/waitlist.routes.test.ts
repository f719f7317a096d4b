import { describe, expect, it } from "vitest";
import type { Role } from "@scrims/shared/scrims/scrims.constants";
import { injectAs, testApp } from "@/test/app";
import { expectError, expectRefusal } from "@/test/assertions";
import { banWindow, insertBan } from "@/test/bans";
import {
  ALL_SEATS,
  UNKNOWN_ID,
  addCasters,
  addToWaitlist,
  buildAdmin,
  buildFullScrim,
  buildScrim,
  buildUser,
  buildUsers,
  seatPlayers,
  storedSeatsOf,
  waitingIdsOf,
  type TestSeat,
  type TestUser,
} from "@/test/factories";
import { get } from "@/test/requests";
import {
  joinCast,
  lobbyRequests,
  scrimRequests,
  seatOfUser,
  waitlistRequests as req,
} from "@/test/scrim-requests";
import { MINUTE, uniqueDay } from "@/test/time";

const app = await testApp();

function seated(seats: TestSeat[], team: string, role: Role): TestUser {
  const seat = seats.find((entry) => entry.team === team && entry.role === role);
  if (!seat) {
    throw new Error(`no player in ${team} ${role}`);
  }
  return seat.user;
}

/**
 * New players on the scrim's waitlist, first come first: one for each list of roles, accepting
 * those roles.
 */
async function waitingPlayers<Roles extends Role[][]>(
  scrimId: string,
  ...rolesEach: Roles
): Promise<{ [K in keyof Roles]: TestUser }> {
  const users = await buildUsers(app, rolesEach.length);
  await addToWaitlist(
    app,
    scrimId,
    users.map((user, index) => ({ user, roles: rolesEach[index]! })),
  );
  return users as { [K in keyof Roles]: TestUser };
}

const read = (who: TestUser, scrimId: string) => injectAs(app, who, scrimRequests.read(scrimId));

describe("PATCH /api/scrims/:id/join-waitlist", () => {
  it("puts a player on a full scrim's waitlist with the roles they accept", async () => {
    const { scrim } = await buildFullScrim(app);
    const player = await buildUser(app);
    const res = await injectAs(app, player, req.join(scrim.id, ["Mid", "Top"]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: scrim.id,
      waitlistCount: 1,
      waitlist: [{ _user: { _id: player.id, name: player.name }, roles: ["Mid", "Top"] }],
    });
    expect(Date.parse(res.json().waitlist[0].joinedAt)).toBeGreaterThan(Date.now() - MINUTE);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([player.id]);
  });

  it("is refused while a seat of one of the chosen roles is free (SEAT_AVAILABLE), but not for other roles", async () => {
    const scrim = await buildScrim(app);
    await seatPlayers(
      app,
      scrim.id,
      ALL_SEATS.filter((seat) => !(seat.team === "teamTwo" && seat.role === "Jungle")),
    );
    const player = await buildUser(app);
    const refused = await injectAs(app, player, req.join(scrim.id, ["Top", "Jungle"]));
    expectRefusal(refused, 409, { code: "SEAT_AVAILABLE", scrim: { _id: scrim.id } });
    expect(refused.json().error).toContain("Jungle");
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
    const ok = await injectAs(app, player, req.join(scrim.id, ["Top", "Support"]));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a seated player, a caster, a second join, a decided game and a game started over ten minutes ago", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    const [waiting] = await waitingPlayers(scrim.id, ["Top"]);

    const seatedPlayer = seated(seats, "teamOne", "Mid");
    expectRefusal(await injectAs(app, seatedPlayer, req.join(scrim.id, ["Top"])), 409, {
      code: "ALREADY_SEATED",
    });
    expectRefusal(await injectAs(app, caster, req.join(scrim.id, ["Top"])), 409, {
      code: "CASTER_CANNOT_WAITLIST",
    });
    expectRefusal(await injectAs(app, waiting, req.join(scrim.id, ["Mid"])), 409, {
      code: "ALREADY_WAITLISTED",
    });
    expect(await waitingIdsOf(app, scrim.id)).toEqual([waiting.id]);

    const decided = await buildFullScrim(app, {
      gameStartTime: new Date(Date.now() - 5 * MINUTE),
      teamWon: "teamOne",
    });
    const late = await buildFullScrim(app, { gameStartTime: new Date(Date.now() - 11 * MINUTE) });
    const started = await buildFullScrim(app, { gameStartTime: new Date(Date.now() - 9 * MINUTE) });
    const player = await buildUser(app);
    expectRefusal(await injectAs(app, player, req.join(decided.scrim.id, ["Top"])), 409, {
      code: "GAME_OVER",
    });
    expectRefusal(await injectAs(app, player, req.join(late.scrim.id, ["Top"])), 409, {
      code: "WAITLIST_CLOSED",
    });
    expect((await injectAs(app, player, req.join(started.scrim.id, ["Top"]))).statusCode).toBe(200);
  });

  it("answers 400 for bad roles and 404 for an unknown scrim, changing nothing", async () => {
    const { scrim } = await buildFullScrim(app);
    const player = await buildUser(app);
    for (const roles of [
      [],
      ["Top", "Top"],
      ["Carry"],
      "Top",
      null,
      ["Top", "Jungle", "Mid", "ADC", "Support", "Top"],
    ]) {
      const res = await injectAs(app, player, req.join(scrim.id, roles));
      expectRefusal(res, 400, { code: "VALIDATION_FAILED" });
    }
    expectRefusal(await injectAs(app, player, req.join(UNKNOWN_ID, ["Top"])), 404, {
      code: "NOT_FOUND",
    });
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
  });

  it("refuses a banned player and a visitor without a session", async () => {
    const { scrim } = await buildFullScrim(app);
    const player = await buildUser(app);
    await insertBan(app, { userId: player.id, ...dates(banWindow(-1, 2)) });
    expectRefusal(await injectAs(app, player, req.join(scrim.id, ["Top"])), 403, {
      code: "BANNED",
    });
    const anonymous = await app.inject(req.join(scrim.id, ["Top"]));
    expect(anonymous.statusCode).toBe(401);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
  });
});

function dates(window: { dateFrom: string; dateTo: string }) {
  return { dateFrom: new Date(window.dateFrom), dateTo: new Date(window.dateTo) };
}

describe("PATCH /api/scrims/:id/leave-waitlist", () => {
  it("takes the player off the waitlist; a second leave is NOT_WAITLISTED", async () => {
    const { scrim } = await buildFullScrim(app);
    const [first, second] = await waitingPlayers(scrim.id, ["Top"], ["Mid"]);
    const res = await injectAs(app, first, req.leave(scrim.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().waitlistCount).toBe(1);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([second.id]);
    expectRefusal(await injectAs(app, first, req.leave(scrim.id)), 409, {
      code: "NOT_WAITLISTED",
    });
  });

  it("is closed ten minutes after the start", async () => {
    const { scrim } = await buildFullScrim(app, {
      gameStartTime: new Date(Date.now() - 11 * MINUTE),
    });
    const [player] = await waitingPlayers(scrim.id, ["Top"]);
    expectRefusal(await injectAs(app, player, req.leave(scrim.id)), 409, {
      code: "WAITLIST_CLOSED",
    });
    expect(await waitingIdsOf(app, scrim.id)).toEqual([player.id]);
  });
});

describe("who sees the waitlist", () => {
  it("players, casters, waiting players and admins see who waits; others see only the count", async () => {
    const day = uniqueDay();
    const { scrim, seats } = await buildFullScrim(app, { gameStartTime: day.at(12) });
    const [caster, outsider] = [await buildUser(app), await buildUser(app)];
    const admin = await buildAdmin(app);
    await addCasters(app, scrim.id, [caster]);
    const [waiting] = await waitingPlayers(scrim.id, ["ADC", "Support"]);
    // The scrim as the day's hub list shows it (on a shared database, other tests' scrims may
    // fall on the same day).
    const listedAs = async (viewer: Parameters<typeof injectAs>[1]) => {
      const list = await injectAs(app, viewer, scrimRequests.list("NA", day));
      return list.json<{ _id: string }[]>().find((listed) => listed._id === scrim.id);
    };

    for (const viewer of [seated(seats, "teamTwo", "Top"), caster, waiting, admin]) {
      const res = await read(viewer, scrim.id);
      expect(res.json()).toMatchObject({
        waitlistCount: 1,
        waitlist: [{ _user: { _id: waiting.id }, roles: ["ADC", "Support"] }],
      });
      expect(await listedAs(viewer)).toMatchObject({ waitlist: [{ roles: ["ADC", "Support"] }] });
    }
    const res = await read(outsider, scrim.id);
    expect(res.json()).toMatchObject({ waitlistCount: 1, waitlist: [] });
    expect(await listedAs(outsider)).toMatchObject({ waitlistCount: 1, waitlist: [] });
  });
});

describe("promotion into freed seats", () => {
  it("a player leaving gives the seat to the earliest waiting player whose roles fit, seated, checked in and notified", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const [midOnly, topOrSupport, topOnly] = await waitingPlayers(
      scrim.id,
      ["Mid"],
      ["Support", "Top"],
      ["Top"],
    );
    const leaver = seated(seats, "teamOne", "Top");
    const before = Date.now();
    const res = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(seatOfUser(res.json(), topOrSupport.id)).toBe("teamOne/Top");
    expect(seatOfUser(res.json(), leaver.id)).toBeUndefined();
    expect(res.json().waitlistCount).toBe(2);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([midOnly.id, topOnly.id]);

    const stored = (await storedSeatsOf(app, scrim.id)).find((s) => s.userId === topOrSupport.id);
    expect(stored?.checkedInAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const notifications = await injectAs(app, topOrSupport, get("/api/notifications"));
    expect(notifications.json()).toEqual([
      expect.objectContaining({
        message: `A seat opened for you in ${scrim.title}: you are in as Top`,
        _relatedScrim: { _id: scrim.id, title: scrim.title },
      }),
    ]);
    expect((await injectAs(app, topOnly, get("/api/notifications"))).json()).toEqual([]);
  });

  it("an admin's kick frees a seat for the waitlist too", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const admin = await buildAdmin(app);
    const [mid] = await waitingPlayers(scrim.id, ["Mid"]);
    const kicked = seated(seats, "teamTwo", "Mid");
    const kick = await injectAs(app, admin, lobbyRequests.removePlayer(scrim.id, kicked.id));
    expect(kick.statusCode, kick.body).toBe(200);
    expect(seatOfUser(kick.json(), mid.id)).toBe("teamTwo/Mid");
  });

  // A move into an empty seat (teamOne Jungle to teamOne Top) frees the seat left, whether it is
  // the player's own move-player or an admin's swap-players with one seat empty.
  it.each([
    {
      way: "the player's move",
      by: (mover: TestUser) => mover,
      request: (scrimId: string, mover: TestUser) =>
        lobbyRequests.movePlayer(scrimId, mover.id, "teamOne", "Top"),
    },
    {
      way: "an admin's swap into the empty seat",
      by: () => buildAdmin(app),
      request: (scrimId: string) =>
        lobbyRequests.swapPlayers(
          scrimId,
          { team: "teamOne", role: "Jungle" },
          { team: "teamOne", role: "Top" },
        ),
    },
  ])("$way gives the seat left to the waitlist", async ({ by, request }) => {
    const { scrim, seats } = await buildFullScrim(app);
    const [jungle] = await waitingPlayers(scrim.id, ["Jungle"]);
    const top = seated(seats, "teamOne", "Top");
    await injectAs(app, top, lobbyRequests.removePlayer(scrim.id, top.id));
    const mover = seated(seats, "teamOne", "Jungle");
    const res = await injectAs(app, await by(mover), request(scrim.id, mover));
    expect(res.statusCode, res.body).toBe(200);
    expect(seatOfUser(res.json(), mover.id)).toBe("teamOne/Top");
    expect(seatOfUser(res.json(), jungle.id)).toBe("teamOne/Jungle");
    expect(res.json().waitlistCount).toBe(0);
  });

  it("no waiting player fits: the seat stays free and the waitlist as it was", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const [waiting] = await waitingPlayers(scrim.id, ["ADC"]);
    const leaver = seated(seats, "teamOne", "Support");
    const res = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id));
    expect(res.json().teamOne).toHaveLength(4);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([waiting.id]);
  });

  it("works up to ten minutes after the start, not later", async () => {
    for (const [startedMinutesAgo, promoted] of [
      [9, true],
      [11, false],
    ] as const) {
      const { scrim, seats } = await buildFullScrim(app, {
        gameStartTime: new Date(Date.now() - startedMinutesAgo * MINUTE),
      });
      const [waiting] = await waitingPlayers(scrim.id, ["Top"]);
      const admin = await buildAdmin(app);
      const kicked = seated(seats, "teamOne", "Top");
      const res = await injectAs(app, admin, lobbyRequests.removePlayer(scrim.id, kicked.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(seatOfUser(res.json(), waiting.id)).toBe(promoted ? "teamOne/Top" : undefined);
      expect(await waitingIdsOf(app, scrim.id)).toEqual(promoted ? [] : [waiting.id]);
    }
  });

  it("passes over a banned waiting player, who keeps their place", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const [banned, next] = await waitingPlayers(scrim.id, ["Top"], ["Top"]);
    await insertBan(app, { userId: banned.id, ...dates(banWindow(-1, 2)) });
    const leaver = seated(seats, "teamTwo", "Top");
    const res = await injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id));
    expect(seatOfUser(res.json(), next.id)).toBe("teamTwo/Top");
    expect(await waitingIdsOf(app, scrim.id)).toEqual([banned.id]);
  });

  it("a waiting player who takes a free seat or joins the cast waits no more", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const [seatTaker, caster] = await waitingPlayers(scrim.id, ["Mid"], ["Mid"]);
    // Nobody waits for Top: the kicked player's seat stays free for anyone to take.
    const admin = await buildAdmin(app);
    const top = seated(seats, "teamOne", "Top");
    await injectAs(app, admin, lobbyRequests.removePlayer(scrim.id, top.id));
    const take = await injectAs(
      app,
      seatTaker,
      lobbyRequests.insertPlayer(scrim.id, seatTaker.id, "teamOne", "Top"),
    );
    expect(take.statusCode, take.body).toBe(200);
    const cast = await joinCast(app, caster, scrim.id);
    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.json().waitlistCount).toBe(0);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
  });
});

describe("races (row lock and unique key)", () => {
  const statuses = (responses: { statusCode: number }[]) =>
    responses.map((res) => res.statusCode).sort((a, b) => a - b);

  it("two seats freeing at once never seat one waiting player twice", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const [waiting] = await waitingPlayers(scrim.id, ["Top"]);
    const leavers = [seated(seats, "teamOne", "Top"), seated(seats, "teamTwo", "Top")];
    const results = await Promise.all(
      leavers.map((leaver) =>
        injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id)),
      ),
    );
    expect(statuses(results)).toEqual([200, 200]);
    const stored = await storedSeatsOf(app, scrim.id);
    expect(stored.filter((seat) => seat.userId === waiting.id)).toHaveLength(1);
    expect(stored.filter((seat) => seat.role === "Top")).toHaveLength(1);
    expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
  });

  it("two seats freeing at once with two waiting players seat both, one each", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const waiting = await waitingPlayers(scrim.id, ["Support"], ["Support"]);
    const leavers = [seated(seats, "teamOne", "Support"), seated(seats, "teamTwo", "Support")];
    await Promise.all(
      leavers.map((leaver) =>
        injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id)),
      ),
    );
    const supports = (await storedSeatsOf(app, scrim.id)).filter((s) => s.role === "Support");
    expect(supports.map((s) => s.userId).sort()).toEqual(waiting.map((u) => u.id).sort());
  });

  it("one player joining twice at once is on the waitlist once", async () => {
    const { scrim } = await buildFullScrim(app);
    const player = await buildUser(app);
    const results = await Promise.all([
      injectAs(app, player, req.join(scrim.id, ["Top"])),
      injectAs(app, player, req.join(scrim.id, ["Mid"])),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("ALREADY_WAITLISTED");
    expect(await waitingIdsOf(app, scrim.id)).toEqual([player.id]);
  });

  it("a waiting player promoted while leaving the waitlist or joining the cast ends in one place", async () => {
    for (const other of ["leave", "cast"] as const) {
      const { scrim, seats } = await buildFullScrim(app);
      const [waiting] = await waitingPlayers(scrim.id, ["Mid"]);
      const leaver = seated(seats, "teamOne", "Mid");
      const results = await Promise.all([
        injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id)),
        other === "leave"
          ? injectAs(app, waiting, req.leave(scrim.id))
          : joinCast(app, waiting, scrim.id),
      ]);
      expect(results[0].statusCode, results[0].body).toBe(200);
      const final = (await read(waiting, scrim.id)).json();
      const isSeated = seatOfUser(final, waiting.id) !== undefined;
      const isCaster = final.casters.some((c: { _id: string }) => c._id === waiting.id);
      // Either the promotion came first (then the other request was refused) or the other did.
      expect(isSeated).toBe(results[1].statusCode !== 200);
      expect(isSeated && isCaster).toBe(false);
      expect(await waitingIdsOf(app, scrim.id)).toEqual([]);
    }
  });

  it("a player promoted in one scrim while joining another holds both seats", async () => {
    const { scrim, seats } = await buildFullScrim(app);
    const other = await buildScrim(app);
    const [waiting] = await waitingPlayers(scrim.id, ["ADC"]);
    const leaver = seated(seats, "teamTwo", "ADC");
    const results = await Promise.all([
      injectAs(app, leaver, lobbyRequests.removePlayer(scrim.id, leaver.id)),
      injectAs(app, waiting, lobbyRequests.insertPlayer(other.id, waiting.id, "teamOne", "ADC")),
    ]);
    expect(statuses(results)).toEqual([200, 200]);
    expect(seatOfUser((await read(waiting, scrim.id)).json(), waiting.id)).toBe("teamTwo/ADC");
    expect(seatOfUser((await read(waiting, other.id)).json(), waiting.id)).toBe("teamOne/ADC");
  });
});

describe("refusals leave a 409 with the scrim", () => {
  it("SEAT_AVAILABLE carries the current scrim", async () => {
    const scrim = await buildScrim(app);
    const player = await buildUser(app);
    const res = await injectAs(app, player, req.join(scrim.id, ["Top"]));
    expectRefusal(res, 409, { code: "SEAT_AVAILABLE", scrim: { _id: scrim.id, waitlistCount: 0 } });
  });

  it("leave-waitlist of an unknown scrim is 404", async () => {
    const player = await buildUser(app);
    const res = await injectAs(app, player, req.leave(UNKNOWN_ID));
    expectError(res, 404, { error: "Scrim not found", code: "NOT_FOUND" });
  });
});
