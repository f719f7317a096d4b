import { describe, expect, it } from "vitest";
import { expectError, expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  UNKNOWN_ID,
  addCasters,
  buildAdmin,
  buildFullScrim,
  buildIdentity,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
} from "@/test/factories";
import { HOUR } from "@/test/time";
import { del, get, post, put } from "@/test/requests";
import { scrimEditPayload } from "@/test/scrim-requests";

const app = await testApp();

describe("POST /api/scrims", () => {
  it("creates a scrim with the spec's defaults: title, lobby name, generated password, random host", async () => {
    const admin = await buildAdmin(app);
    const start = new Date(Date.now() + 2 * HOUR).toISOString();
    const res = await injectAs(
      app,
      admin,
      post("/api/scrims", { gameStartTime: start, region: "EUW" }),
    );
    expect(res.statusCode).toBe(200);
    const scrim = res.json();
    expect(scrim).toMatchObject({
      title: `${admin.name}'s Scrim`,
      region: "EUW",
      isPrivate: false,
      isWithCasters: true,
      maxCastersAllowedCount: 2,
      lobbyHost: null,
      teamOne: [],
      teamTwo: [],
      casters: [],
      teamWon: null,
      useTournamentCode: true,
      postGameImage: null,
      createdBy: { _id: admin.id, name: admin.name },
    });
    expect(new Date(scrim.gameStartTime).toISOString()).toBe(start);
    expect(res.body).not.toContain("email");
    const row = await loadScrimRow(app, scrim._id);
    expect(row?.lobbyName).toBe(`${admin.name}'s Scrim`);
    expect(row?.lobbyPassword).toMatch(/^[a-zA-Z2-9]{8}$/);
    // The admin who made it sees the lobby details (to edit them); players see them at the start.
    expect(scrim.lobbyName).toBe(row?.lobbyName);
    expect(scrim.lobbyPassword).toBe(row?.lobbyPassword);
    expect(row?.lobbyHostRandom).toBe(true);
  });

  it("keeps a given title, lobby name, privacy and host (the creator); no casters means 0", async () => {
    const admin = await buildAdmin(app);
    const res = await injectAs(
      app,
      admin,
      post("/api/scrims", {
        title: "Friday Customs",
        gameStartTime: new Date(Date.now() + HOUR).toISOString(),
        region: "NA",
        lobbyHost: admin.id,
        isPrivate: true,
        isWithCasters: false,
        maxCastersAllowedCount: 2,
        lobbyName: "fri-lobby",
        useTournamentCode: false,
        createdBy: "ignored",
        adminKey: "ignored",
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Friday Customs",
      isPrivate: true,
      isWithCasters: false,
      maxCastersAllowedCount: 0,
      lobbyHost: { _id: admin.id },
      useTournamentCode: false,
    });
    const row = await loadScrimRow(app, res.json()._id);
    expect(row).toMatchObject({ lobbyName: "fri-lobby", lobbyHostRandom: false });
  });

  it("refuses a lobby host who is not the creator (400) and invalid fields (400 VALIDATION_FAILED)", async () => {
    const admin = await buildAdmin(app);
    const other = await buildUser(app);
    const valid = { gameStartTime: new Date(Date.now() + HOUR).toISOString(), region: "NA" };
    const host = await injectAs(app, admin, post("/api/scrims", { ...valid, lobbyHost: other.id }));
    expectError(host, 400, {
      error: "The lobby host must be one of the scrim's players or its creator",
      code: "INVALID_LOBBY_HOST",
    });
    for (const payload of [
      { ...valid, maxCastersAllowedCount: 3 },
      { ...valid, region: "KR" },
      { region: "NA" },
      { ...valid, gameStartTime: "tomorrow" },
      { ...valid, title: "x".repeat(61) },
      { ...valid, lobbyHost: "not-a-user" },
    ]) {
      const res = await injectAs(app, admin, post("/api/scrims", payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });

  it("is for admins only: visitor 401, unregistered and players 403", async () => {
    const payload = { gameStartTime: new Date(Date.now() + HOUR).toISOString(), region: "NA" };
    expect((await app.inject(post("/api/scrims", payload))).statusCode).toBe(401);
    expect(
      (await injectAs(app, await buildIdentity(app), post("/api/scrims", payload))).statusCode,
    ).toBe(403);
    const player = await injectAs(app, await buildUser(app), post("/api/scrims", payload));
    expect(player.statusCode).toBe(403);
    expect(player.json().code).toBe("FORBIDDEN");
  });
});

describe("PUT /api/scrims/:id", () => {
  it("lets an admin edit everything, choose a player as host and correct the winner", async () => {
    const scrim = await buildScrim(app);
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid" }]);
    const admin = await buildAdmin(app);
    const res = await injectAs(
      app,
      admin,
      put(
        `/api/scrims/${scrim.id}`,
        scrimEditPayload({ lobbyHost: seat!.user.id, teamWon: "teamTwo", region: "OCE" }),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Edited",
      region: "OCE",
      teamWon: "teamTwo",
      lobbyHost: { _id: seat!.user.id },
    });
    expect(await loadScrimRow(app, scrim.id)).toMatchObject({
      lobbyName: "Edited lobby",
      lobbyPassword: "secret99",
      lobbyHostRandom: false,
    });
    const cleared = await injectAs(
      app,
      admin,
      put(`/api/scrims/${scrim.id}`, scrimEditPayload({ lobbyHost: scrim.createdById })),
    );
    expect(cleared.json()).toMatchObject({ teamWon: null, lobbyHost: { _id: scrim.createdById } });
  });

  it("requires the lobby password (400) and a host among players or the creator (400)", async () => {
    const scrim = await buildScrim(app);
    const admin = await buildAdmin(app);
    const noPassword = await injectAs(
      app,
      admin,
      put(`/api/scrims/${scrim.id}`, scrimEditPayload({ lobbyPassword: " " })),
    );
    expectRefusal(noPassword, 400, { code: "VALIDATION_FAILED" });
    expect(noPassword.json().error).toContain("Lobby password is required");
    const { lobbyPassword: _omit, ...withoutPassword } = scrimEditPayload();
    expect(
      (await injectAs(app, admin, put(`/api/scrims/${scrim.id}`, withoutPassword))).statusCode,
    ).toBe(400);
    const stranger = await buildUser(app);
    const host = await injectAs(
      app,
      admin,
      put(`/api/scrims/${scrim.id}`, scrimEditPayload({ lobbyHost: stranger.id })),
    );
    expect(host.statusCode).toBe(400);
    expect(host.json().code).toBe("INVALID_LOBBY_HOST");
  });

  it("answers 409 with the scrim when the new caster maximum is below the casters in it", async () => {
    const scrim = await buildScrim(app);
    await addCasters(app, scrim.id, [await buildUser(app), await buildUser(app)]);
    const res = await injectAs(
      app,
      await buildAdmin(app),
      put(`/api/scrims/${scrim.id}`, scrimEditPayload({ maxCastersAllowedCount: 1 })),
    );
    expectRefusal(res, 409, {
      code: "TOO_MANY_CASTERS",
      scrim: { _id: scrim.id, maxCastersAllowedCount: 2 },
    });
    expect(res.json().scrim.casters).toHaveLength(2);
  });

  it("draws a random host at once when switched to random with both teams full", async () => {
    const { scrim, seats } = await buildFullScrim(app, { lobbyHostRandom: false });
    const res = await injectAs(
      app,
      await buildAdmin(app),
      put(`/api/scrims/${scrim.id}`, scrimEditPayload()),
    );
    expect(seats.map((seat) => seat.user.id)).toContain(res.json().lobbyHost._id);
  });

  it("is for admins only (visitor 401, player and lobby host 403); 404 for an unknown scrim", async () => {
    const host = await buildUser(app);
    const scrim = await buildScrim(app, { lobbyHostId: host.id, lobbyHostRandom: false });
    const url = `/api/scrims/${scrim.id}`;
    const asHost = await injectAs(app, host, put(url, scrimEditPayload({ lobbyHost: host.id })));
    expect(asHost.statusCode).toBe(403);
    expect((await app.inject(put(url, scrimEditPayload()))).statusCode).toBe(401);
    expect(
      (await injectAs(app, await buildUser(app), put(url, scrimEditPayload()))).statusCode,
    ).toBe(403);
    const unknown = await injectAs(
      app,
      await buildAdmin(app),
      put(`/api/scrims/${UNKNOWN_ID}`, scrimEditPayload()),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("DELETE /api/scrims/:id", () => {
  it("lets an admin delete a scrim with its seats (204), then it is gone", async () => {
    const scrim = await buildScrim(app);
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const admin = await buildAdmin(app);
    const res = await injectAs(app, admin, del(`/api/scrims/${scrim.id}`));
    expect(res.statusCode).toBe(204);
    expect((await injectAs(app, admin, get(`/api/scrims/${scrim.id}`))).statusCode).toBe(404);
    expect((await injectAs(app, admin, del(`/api/scrims/${scrim.id}`))).statusCode).toBe(404);
  });

  it("refuses a visitor (401), a player (403) and the lobby host (403)", async () => {
    const host = await buildUser(app);
    const scrim = await buildScrim(app, { lobbyHostId: host.id });
    expect((await app.inject(del(`/api/scrims/${scrim.id}`))).statusCode).toBe(401);
    expect(
      (await injectAs(app, await buildUser(app), del(`/api/scrims/${scrim.id}`))).statusCode,
    ).toBe(403);
    expect((await injectAs(app, host, del(`/api/scrims/${scrim.id}`))).statusCode).toBe(403);
    expect(await loadScrimRow(app, scrim.id)).toBeDefined();
  });
});
