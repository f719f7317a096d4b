import { describe, expect, it } from "vitest";
import { expectRefusal } from "@/test/assertions";
import { injectAs, testApp } from "@/test/app";
import {
  ALL_SEATS,
  addCasters,
  buildAdmin,
  buildFullScrim,
  buildPlayedScrim,
  buildScrim,
  buildUser,
  loadScrimRow,
  loadUserRow,
  seatPlayers,
} from "@/test/factories";
import { lobbyRequests as req, takeSeat } from "@/test/scrim-requests";
import { HOUR } from "@/test/time";

const app = await testApp();

type Entry = { _user: { _id: string } };
const playerIdsOf = (scrim: { teamOne: Entry[]; teamTwo: Entry[] }) =>
  [...scrim.teamOne, ...scrim.teamTwo].map((entry) => entry._user._id);

describe("PATCH /api/scrims/:id/set-winner", () => {
  it("lets the lobby host report the winner once; a second report is 409", async () => {
    const { scrim, host } = await buildPlayedScrim(app);
    const res = await injectAs(app, host, req.setWinner(scrim.id, "teamTwo"));
    expect(res.statusCode).toBe(200);
    expect(res.json().teamWon).toBe("teamTwo");
    const again = await injectAs(app, host, req.setWinner(scrim.id, "teamOne"));
    expectRefusal(again, 409, {
      code: "WINNER_ALREADY_SET",
      scrim: { teamWon: "teamTwo" },
    });
    const admin = await injectAs(app, await buildAdmin(app), req.setWinner(scrim.id, "teamOne"));
    expect(admin.statusCode).toBe(409);
  });

  it("refuses other players, even seated ones (403), and visitors (401); admins may report", async () => {
    const { scrim, players } = await buildPlayedScrim(app);
    for (const who of [players[0]!, await buildUser(app)]) {
      const res = await injectAs(app, who, req.setWinner(scrim.id, "teamOne"));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe("Only the lobby host or an admin can set the winner");
    }
    expect((await app.inject(req.setWinner(scrim.id, "teamOne"))).statusCode).toBe(401);
    const admin = await injectAs(app, await buildAdmin(app), req.setWinner(scrim.id, "teamOne"));
    expect(admin.statusCode).toBe(200);
  });

  it("refuses a report before the start time and with teams not full (409)", async () => {
    const admin = await buildAdmin(app);
    const { scrim: upcoming } = await buildFullScrim(app, {
      gameStartTime: new Date(Date.now() + HOUR),
    });
    const early = await injectAs(app, admin, req.setWinner(upcoming.id, "teamOne"));
    expectRefusal(early, 409, {
      error: "The game has not started yet",
      code: "NOT_STARTED",
    });
    const short = await buildScrim(app, { gameStartTime: new Date(Date.now() - HOUR) });
    await seatPlayers(app, short.id, ALL_SEATS.slice(1));
    const notFull = await injectAs(app, admin, req.setWinner(short.id, "teamOne"));
    expect(notFull.statusCode).toBe(409);
    expect((await loadScrimRow(app, short.id))?.teamWon).toBeNull();
    const bad = await injectAs(app, admin, req.setWinner(short.id, "blue"));
    expect(bad.statusCode).toBe(400);
  });

  it("closes joining, leaving, moving, swapping and casting once the winner is set", async () => {
    const { scrim, players, host } = await buildPlayedScrim(app);
    const caster = await buildUser(app);
    await addCasters(app, scrim.id, [caster]);
    await injectAs(app, host, req.setWinner(scrim.id, "teamOne"));
    const admin = await buildAdmin(app);
    const newcomer = await buildUser(app);
    const attempts = [
      injectAs(app, host, req.removePlayer(scrim.id, host.id)),
      injectAs(app, admin, req.removePlayer(scrim.id, players[1]!.id)),
      injectAs(app, admin, req.movePlayer(scrim.id, players[2]!.id, "teamOne", "Top")),
      injectAs(
        app,
        admin,
        req.swapPlayers(
          scrim.id,
          { team: "teamOne", role: "Top" },
          { team: "teamTwo", role: "Top" },
        ),
      ),
      injectAs(app, newcomer, req.insertCaster(scrim.id, newcomer.id)),
      injectAs(app, caster, req.removeCaster(scrim.id, caster.id)),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        error: "The game is over: the winner is already set",
        code: "GAME_OVER",
      });
    }
    const freshScrim = await buildScrim(app, {
      teamWon: "teamTwo",
      gameStartTime: new Date(Date.now() - HOUR),
    });
    const join = await takeSeat(app, newcomer, freshScrim.id, "teamOne", "Top");
    expect(join.statusCode).toBe(409);
  });
});

describe("random lobby host", () => {
  it("is drawn among the players when the tenth joins, and redrawn after the host leaves and the teams refill", async () => {
    const scrim = await buildScrim(app, { lobbyHostRandom: true });
    const seated = await seatPlayers(app, scrim.id, ALL_SEATS.slice(0, 9));
    const tenth = await buildUser(app);
    const full = await takeSeat(app, tenth, scrim.id, "teamTwo", "Support");
    const hostId = full.json().lobbyHost._id as string;
    expect([...seated.map((s) => s.user.id), tenth.id]).toContain(hostId);

    const left = await injectAs(app, await buildAdmin(app), req.removePlayer(scrim.id, hostId));
    expect(left.json().lobbyHost).toBeNull();
    expect((await loadScrimRow(app, scrim.id))?.previousLobbyHostId).toBe(hostId);

    const seatsLeft = new Set(
      [...left.json().teamOne, ...left.json().teamTwo].map(
        (e: { team: { name: string }; role: string }) => `${e.team.name}/${e.role}`,
      ),
    );
    const empty = ALL_SEATS.find((seat) => !seatsLeft.has(`${seat.team}/${seat.role}`))!;
    const replacement = await buildUser(app);
    const refilled = await injectAs(
      app,
      replacement,
      req.insertPlayer(scrim.id, replacement.id, empty.team, empty.role),
    );
    expect(refilled.statusCode).toBe(200);
    const newHost = refilled.json().lobbyHost._id as string;
    expect(playerIdsOf(refilled.json())).toContain(newHost);
  });

  it("stays unset with a chosen host (the creator), who keeps it", async () => {
    const admin = await buildAdmin(app);
    const scrim = await buildScrim(app, {
      createdById: admin.id,
      lobbyHostId: admin.id,
      lobbyHostRandom: false,
    });
    await seatPlayers(app, scrim.id, ALL_SEATS.slice(0, 9));
    const tenth = await buildUser(app);
    const full = await takeSeat(app, tenth, scrim.id, "teamTwo", "Support");
    expect(full.json().lobbyHost._id).toBe(admin.id);
  });
});

describe("PATCH /api/scrims/:id/admin-fill-random", () => {
  it("fills every empty seat with distinct live players of the scrim's region not already in it", async () => {
    for (let i = 0; i < 10; i += 1) {
      await buildUser(app, { region: "LAN" });
    }
    const gone = await buildUser(app, { region: "LAN" });
    await injectAs(app, gone, { method: "DELETE", url: "/api/auth/account" });
    const scrim = await buildScrim(app, { region: "LAN" });
    const [kept] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Mid" }], "LAN");
    const caster = await buildUser(app, { region: "LAN" });
    await addCasters(app, scrim.id, [caster]);

    const res = await injectAs(app, await buildAdmin(app), req.fillRandom(scrim.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().filledPositions).toBe(9);
    const ids = playerIdsOf(res.json().scrim);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toContain(kept!.user.id);
    expect(ids).not.toContain(caster.id);
    expect(ids).not.toContain(gone.id);
    for (const id of ids) {
      const row = await loadUserRow(app, id);
      expect(row?.region).toBe("LAN");
      expect(row?.deletedAt).toBeNull();
    }
    expect(res.json().scrim.lobbyHost).not.toBeNull();
    expect(res.body).not.toContain("email");
  });

  it("answers 409 'No empty positions to fill' when full; refuses players and the host (403), visitors (401)", async () => {
    const host = await buildUser(app);
    const scrim = await buildScrim(app, { lobbyHostId: host.id });
    expect((await injectAs(app, host, req.fillRandom(scrim.id))).statusCode).toBe(403);
    await seatPlayers(app, scrim.id, ALL_SEATS);
    const full = await injectAs(app, await buildAdmin(app), req.fillRandom(scrim.id));
    expectRefusal(full, 409, {
      error: "No empty positions to fill",
      scrim: { _id: scrim.id },
    });
    expect((await injectAs(app, await buildUser(app), req.fillRandom(scrim.id))).statusCode).toBe(
      403,
    );
    expect((await app.inject(req.fillRandom(scrim.id))).statusCode).toBe(401);
  });
});
