import { describe, expect, it } from "vitest";
import { expectError } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  ALL_SEATS,
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildFullScrim,
  buildScrim,
  buildUser,
  seatPlayers,
} from "@/test/factories";
import { HOUR, uniqueDay } from "@/test/time";
import { scrimRequests } from "@/test/scrim-requests";
import { get } from "@/test/requests";

const app = await testApp();

const listUrl = (region: string, day: { start: Date; end: Date }) =>
  scrimRequests.list(region, day).url;
const ids = (body: { _id: string }[]) => body.map((scrim) => scrim._id);

describe("GET /api/scrims (hub list)", () => {
  it("lists the region's scrims of the window, earliest first; private ones only for members and admins", async () => {
    const day = uniqueDay();
    const late = await buildScrim(app, { region: "EUNE", gameStartTime: day.at(20) });
    const early = await buildScrim(app, { region: "EUNE", gameStartTime: day.at(1) });
    const hidden = await buildScrim(app, {
      region: "EUNE",
      gameStartTime: day.at(5),
      isPrivate: true,
    });
    await buildScrim(app, { region: "EUNE", gameStartTime: day.at(24) });
    await buildScrim(app, { region: "EUNE", gameStartTime: day.at(-1) });
    await buildScrim(app, { region: "NA", gameStartTime: day.at(2) });
    const [seat] = await seatPlayers(app, hidden.id, [{ team: "teamTwo", role: "ADC" }]);
    const caster = await buildUser(app);
    await addCasters(app, hidden.id, [caster]);

    const outsider = await injectAs(app, await buildUser(app), get(listUrl("EUNE", day)));
    expect(outsider.statusCode).toBe(200);
    expect(ids(outsider.json())).toEqual([early.id, late.id]);
    for (const member of [seat!.user, caster, await buildAdmin(app)]) {
      const res = await injectAs(app, member, get(listUrl("EUNE", day)));
      expect(ids(res.json())).toEqual([early.id, hidden.id, late.id]);
    }
  });

  it("refuses a visitor (401) and a bad query (400)", async () => {
    const day = uniqueDay();
    expect((await app.inject(get(listUrl("NA", day)))).statusCode).toBe(401);
    const viewer = await buildUser(app);
    for (const url of [
      "/api/scrims",
      `/api/scrims?region=KR&startDate=${day.start.toISOString()}&endDate=${day.end.toISOString()}`,
      `/api/scrims?region=NA&startDate=${day.end.toISOString()}&endDate=${day.start.toISOString()}`,
      `/api/scrims?region=NA&startDate=yesterday&endDate=${day.end.toISOString()}`,
    ]) {
      expect((await injectAs(app, viewer, get(url))).statusCode, url).toBe(400);
    }
  });
});

describe("lobby name and password", () => {
  async function startedFullScrim(startOffset = -HOUR) {
    const { scrim, seats } = await buildFullScrim(app, {
      gameStartTime: new Date(Date.now() + startOffset),
    });
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    return { scrim, players: seats.map((seat) => seat.user), caster };
  }

  it("go to players, casters and admins once the game started with both teams full", async () => {
    const { scrim, players, caster } = await startedFullScrim();
    for (const viewer of [players[0]!, players[9]!, caster, await buildAdmin(app)]) {
      const res = await injectAs(app, viewer, get(`/api/scrims/${scrim.id}`));
      expect(res.json()).toMatchObject({
        lobbyName: scrim.lobbyName,
        lobbyPassword: scrim.lobbyPassword,
      });
    }
    const day = {
      start: new Date(scrim.gameStartTime.getTime() - 1000),
      end: new Date(scrim.gameStartTime.getTime() + 1000),
    };
    const list = await injectAs(app, players[3]!, get(listUrl("NA", day)));
    const listed = list.json().find((s: { _id: string }) => s._id === scrim.id);
    expect(listed.lobbyPassword).toBe(scrim.lobbyPassword);
  });

  it("never go to other players, and to nobody before the start or with teams not full", async () => {
    const { scrim } = await startedFullScrim();
    const outsider = await injectAs(app, await buildUser(app), get(`/api/scrims/${scrim.id}`));
    expect(outsider.json()).not.toHaveProperty("lobbyPassword");
    expect(outsider.body).not.toContain(scrim.lobbyPassword);

    const upcoming = await startedFullScrim(HOUR);
    const early = await injectAs(
      app,
      upcoming.players[0]!,
      get(`/api/scrims/${upcoming.scrim.id}`),
    );
    expect(early.body).not.toContain(upcoming.scrim.lobbyPassword);
    expect(early.json()).not.toHaveProperty("lobbyName");

    const notFull = await buildScrim(app, { gameStartTime: new Date(Date.now() - HOUR) });
    const nine = await seatPlayers(app, notFull.id, ALL_SEATS.slice(0, 9));
    // Admins set them on the edit form, so they see them before the game is ready.
    const admin = await injectAs(app, await buildAdmin(app), get(`/api/scrims/${notFull.id}`));
    expect(admin.json().lobbyPassword).toBe(notFull.lobbyPassword);
    const player = await injectAs(app, nine[0]!.user, get(`/api/scrims/${notFull.id}`));
    expect(player.json()).not.toHaveProperty("lobbyPassword");
  });
});

describe("GET /api/scrims/:id", () => {
  it("answers any signed-in player, private scrims included (the id is the share link)", async () => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const res = await injectAs(app, await buildUser(app), get(`/api/scrims/${scrim.id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: scrim.id, isPrivate: true });
  });

  it("answers 404 'Scrim not found', 400 for a malformed id and 401 for a visitor", async () => {
    const viewer = await buildUser(app);
    const unknown = await injectAs(app, viewer, get(`/api/scrims/${UNKNOWN_ID}`));
    expectError(unknown, 404, { error: "Scrim not found", code: "NOT_FOUND" });
    expect((await injectAs(app, viewer, get("/api/scrims/nope"))).statusCode).toBe(400);
    const scrim = await buildScrim(app);
    expect((await app.inject(get(`/api/scrims/${scrim.id}`))).statusCode).toBe(401);
  });

  it("lists the teams Top → Support with public user fields and shows deleted players anonymised", async () => {
    // A decided game: deleting an account frees its seats only in games without a winner.
    const scrim = await buildScrim(app, {
      gameStartTime: new Date(Date.now() - 2 * 60 * 60_000),
      teamWon: "teamTwo",
    });
    const seated = await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Support" },
      { team: "teamOne", role: "Top" },
      { team: "teamTwo", role: "Mid" },
    ]);
    const gone = seated[2]!.user;
    const token = await injectAs(app, gone, { method: "DELETE", url: "/api/auth/account" });
    expect(token.statusCode).toBe(204);
    const res = await injectAs(app, await buildUser(app), get(`/api/scrims/${scrim.id}`));
    const body = res.json();
    expect(body.teamOne.map((p: { role: string }) => p.role)).toEqual(["Top", "Support"]);
    expect(body.teamOne[0]).toMatchObject({
      role: "Top",
      team: { name: "teamOne" },
      _user: { _id: seated[1]!.user.id },
    });
    expect(body.teamTwo[0]._user).toMatchObject({ _id: gone.id, name: "Deleted player" });
    for (const user of seated.map((seat) => seat.user)) {
      expect(res.body).not.toContain(user.email);
    }
    expect(res.body).not.toContain("email");
  });
});
