import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  addCasters,
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { DAY } from "@/test/time";
import { get } from "@/test/requests";

const app = await testApp();

const ids = (scrims: { _id: string }[]) => scrims.map((scrim) => scrim._id);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * A player with: 2 wins, 1 loss, 1 game without a result, 1 cast of a decided game, 1 cast of
 * an undecided one, and a private decided game (a win).
 */
async function playerWithHistory(player: TestUser) {
  const won1 = await buildScrim(app, { gameStartTime: daysAgo(9), teamWon: "teamOne" });
  const won2 = await buildScrim(app, { gameStartTime: daysAgo(8), teamWon: "teamTwo" });
  const lost = await buildScrim(app, { gameStartTime: daysAgo(7), teamWon: "teamTwo" });
  const open = await buildScrim(app, { gameStartTime: daysAgo(1) });
  const castDecided = await buildScrim(app, { gameStartTime: daysAgo(6), teamWon: "teamOne" });
  const castOpen = await buildScrim(app, { gameStartTime: daysAgo(2) });
  const privateWin = await buildScrim(app, {
    gameStartTime: daysAgo(5),
    teamWon: "teamOne",
    isPrivate: true,
  });
  await seatPlayers(app, won1.id, [{ team: "teamOne", role: "Top", user: player }]);
  await seatPlayers(app, won2.id, [{ team: "teamTwo", role: "Mid", user: player }]);
  await seatPlayers(app, lost.id, [{ team: "teamOne", role: "ADC", user: player }]);
  await seatPlayers(app, open.id, [{ team: "teamOne", role: "ADC", user: player }]);
  await seatPlayers(app, privateWin.id, [{ team: "teamOne", role: "Jungle", user: player }]);
  await addCasters(app, castDecided.id, [player]);
  await addCasters(app, castOpen.id, [player]);
  return { won1, won2, lost, open, castDecided, castOpen, privateWin };
}

describe("GET /api/users/:id/scrims", () => {
  it("answers the played and casted scrims, newest first, with stats from stored results", async () => {
    const player = await buildUser(app);
    const h = await playerWithHistory(player);
    await buildScrim(app, { gameStartTime: daysAgo(3) });
    const res = await injectAs(app, player, get(`/api/users/${player.id}/scrims`));
    expect(res.statusCode).toBe(200);
    expect(ids(res.json().scrims)).toEqual([
      h.open.id,
      h.castOpen.id,
      h.privateWin.id,
      h.castDecided.id,
      h.lost.id,
      h.won2.id,
      h.won1.id,
    ]);
    // 3 wins (private included) × 3 + 1 loss × 0.5 + 1 cast of a decided game = 10.5 EXP.
    expect(res.json().stats).toEqual({
      userExp: 10.5,
      userLevel: 2,
      expProgress: 0.5,
      expNeeded: 10,
      expProgressPercent: 5,
      userWinrate: 75,
      userGamesPlayedCount: 4,
      userGamesCastedCount: 1,
    });
    expect(res.body).not.toContain("email");
  });

  it("hides private scrims from other players but not from admins; stats stay the same", async () => {
    const player = await buildUser(app);
    const h = await playerWithHistory(player);
    const other = await injectAs(app, await buildUser(app), get(`/api/users/${player.id}/scrims`));
    expect(ids(other.json().scrims)).not.toContain(h.privateWin.id);
    expect(other.json().scrims).toHaveLength(6);
    expect(other.json().stats.userGamesPlayedCount).toBe(4);
    const admin = await injectAs(app, await buildAdmin(app), get(`/api/users/${player.id}/scrims`));
    expect(ids(admin.json().scrims)).toContain(h.privateWin.id);
  });

  it("starts at level 1 with nothing played", async () => {
    const player = await buildUser(app);
    const res = await injectAs(app, player, get(`/api/users/${player.id}/scrims`));
    expect(res.json()).toEqual({
      scrims: [],
      stats: {
        userExp: 0,
        userLevel: 1,
        expProgress: 0,
        expNeeded: 10,
        expProgressPercent: 0,
        userWinrate: 0,
        userGamesPlayedCount: 0,
        userGamesCastedCount: 0,
      },
    });
  });
});

describe("GET /api/users/:id/created-scrims", () => {
  it("answers the scrims the user created, newest first; private ones for the creator and admins", async () => {
    const creator = await buildAdmin(app);
    const old = await buildScrim(app, { createdById: creator.id, gameStartTime: daysAgo(3) });
    const hidden = await buildScrim(app, {
      createdById: creator.id,
      gameStartTime: daysAgo(2),
      isPrivate: true,
    });
    const recent = await buildScrim(app, { createdById: creator.id, gameStartTime: daysAgo(1) });
    const own = await injectAs(app, creator, get(`/api/users/${creator.id}/created-scrims`));
    expect(own.statusCode).toBe(200);
    expect(ids(own.json())).toEqual([recent.id, hidden.id, old.id]);
    const player = await injectAs(
      app,
      await buildUser(app),
      get(`/api/users/${creator.id}/created-scrims`),
    );
    expect(ids(player.json())).toEqual([recent.id, old.id]);
    const admin = await injectAs(
      app,
      await buildAdmin(app),
      get(`/api/users/${creator.id}/created-scrims`),
    );
    expect(ids(admin.json())).toEqual([recent.id, hidden.id, old.id]);
    expect(admin.body).not.toContain("email");
  });
});

describe("access and routing of the record routes", () => {
  it("refuses visitors (401) and answers 404 for unknown users, 400 for malformed ids", async () => {
    const viewer = await buildUser(app);
    for (const suffix of ["scrims", "created-scrims"]) {
      expect((await app.inject(get(`/api/users/${viewer.id}/${suffix}`))).statusCode).toBe(401);
      const unknown = await injectAs(
        app,
        viewer,
        get(`/api/users/6f1c2d7e-0000-4000-8000-000000000000/${suffix}`),
      );
      expectError(unknown, 404, { error: "User not found", code: "NOT_FOUND" });
      expect((await injectAs(app, viewer, get(`/api/users/nope/${suffix}`))).statusCode).toBe(400);
    }
  });

  it("lives beside GET /api/users/:name: both answer", async () => {
    const player = await buildUser(app);
    const viewer = await buildUser(app);
    const byName = await injectAs(
      app,
      viewer,
      get(`/api/users/${encodeURIComponent(player.name)}`),
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()._id).toBe(player.id);
    const byId = await injectAs(app, viewer, get(`/api/users/by-id/${player.id}`));
    expect(byId.json()._id).toBe(player.id);
    const record = await injectAs(app, viewer, get(`/api/users/${player.id}/scrims`));
    expect(record.statusCode).toBe(200);
    expect(record.json()).toHaveProperty("stats");
    const named = await buildUser(app, { name: "scrims" });
    const nameScrims = await injectAs(app, viewer, get("/api/users/scrims"));
    expect(nameScrims.statusCode).toBe(200);
    expect(nameScrims.json()._id).toBe(named.id);
  });
});
