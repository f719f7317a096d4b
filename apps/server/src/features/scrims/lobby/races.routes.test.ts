import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import {
  ALL_SEATS,
  addCasters,
  buildScrim,
  buildUsers,
  loadScrimRow,
  seatPlayers,
} from "@/test/factories";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { joinCast, lobbyRequests as req, seatOfUser, takeSeat } from "@/test/scrim-requests";
import { scrimConflictFromConstraint } from "../scrims.rules";

const app = await testApp();

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((res) => res.statusCode).sort((a, b) => a - b);

describe("races on one scrim (serialised by the row lock, closed by the constraints)", () => {
  it("20 players racing for one seat: exactly one is seated, the rest get 409", async () => {
    const scrim = await buildScrim(app);
    const players = await buildUsers(app, 20);
    const results = await Promise.all(
      players.map((p) => takeSeat(app, p, scrim.id, "teamOne", "Mid")),
    );
    expect(statuses(results)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: "SEAT_TAKEN", scrim: { _id: scrim.id } });
      expect(res.json().scrim.teamOne).toHaveLength(1);
    }
    const final = await injectAs(app, players[0]!, {
      method: "GET",
      url: `/api/scrims/${scrim.id}`,
    });
    expect(final.json().teamOne).toHaveLength(1);
  });

  it("one player joining five seats at once gets at most one", async () => {
    const scrim = await buildScrim(app);
    const [player] = await buildUsers(app, 1);
    const results = await Promise.all(
      ALL_SEATS.slice(0, 5).map((seat) =>
        injectAs(app, player!, req.insertPlayer(scrim.id, player!.id, seat.team, seat.role)),
      ),
    );
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    const final = await injectAs(app, player!, { method: "GET", url: `/api/scrims/${scrim.id}` });
    expect(final.json().teamOne).toHaveLength(1);
    expect(seatOfUser(final.json(), player!.id)).toBeDefined();
  });

  it("ten players joining ten seats at once are all seated, and the random host is drawn once", async () => {
    const scrim = await buildScrim(app, { lobbyHostRandom: true });
    const players = await buildUsers(app, 10);
    const results = await Promise.all(
      players.map((p, i) =>
        injectAs(app, p, req.insertPlayer(scrim.id, p.id, ALL_SEATS[i]!.team, ALL_SEATS[i]!.role)),
      ),
    );
    expect(statuses(results)).toEqual(Array<number>(10).fill(200));
    const bodies = results.map((res) => res.json());
    const full = bodies.filter((b) => b.teamOne.length + b.teamTwo.length === 10);
    expect(full).toHaveLength(1);
    const hosts = bodies.filter((b) => b.lobbyHost !== null);
    expect(hosts).toEqual(full);
    const hostId = full[0].lobbyHost._id as string;
    expect(players.map((p) => p.id)).toContain(hostId);
    const row = await loadScrimRow(app, scrim.id);
    expect(row).toMatchObject({ lobbyHostId: hostId, previousLobbyHostId: null });
  });

  it("two casters racing for the last caster spot: exactly one gets it", async () => {
    const scrim = await buildScrim(app, { maxCastersAllowedCount: 2 });
    await addCasters(app, scrim.id, await buildUsers(app, 1));
    const [a, b] = await buildUsers(app, 2);
    const results = await Promise.all([joinCast(app, a!, scrim.id), joinCast(app, b!, scrim.id)]);
    expect(statuses(results)).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toBe("The cast is full for this game");
    expect(loser.json().scrim.casters).toHaveLength(2);
  });

  it("a player joining a seat and the cast at once ends up in exactly one of them", async () => {
    const scrim = await buildScrim(app);
    const [player] = await buildUsers(app, 1);
    const results = await Promise.all([
      takeSeat(app, player!, scrim.id, "teamTwo", "Top"),
      joinCast(app, player!, scrim.id),
    ]);
    expect(statuses(results)).toEqual([200, 409]);
    const final = results.find((r) => r.statusCode === 409)!.json().scrim;
    const seated = seatOfUser(final, player!.id) !== undefined;
    const casting = final.casters.some((c: { _id: string }) => c._id === player!.id);
    expect(seated !== casting).toBe(true);
  });
});

describe("the database backstop behind the row lock", () => {
  async function violation(write: () => Promise<unknown>) {
    const error = await write().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    const constraint = uniqueViolationConstraint(error);
    return {
      constraint,
      conflict: constraint ? scrimConflictFromConstraint(constraint) : undefined,
    };
  }

  it("refuses a second player in a seat, a player in two seats and a caster twice, as 409s", async () => {
    const scrim = await buildScrim(app);
    const [player, other, caster] = await buildUsers(app, 3);
    await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top", user: player }]);
    const seat = await violation(() =>
      seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top", user: other }]),
    );
    expect(seat.constraint).toBe("scrim_players_seat_pk");
    expect(seat.conflict?.statusCode).toBe(409);
    const twice = await violation(() =>
      seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "Top", user: player }]),
    );
    expect(twice.constraint).toBe("scrim_players_scrim_user_key");
    expect(twice.conflict?.message).toContain("Player already exists in game");
    await addCasters(app, scrim.id, [caster!]);
    const cast = await violation(() => addCasters(app, scrim.id, [caster!]));
    expect(cast.constraint).toBe("scrim_casters_pk");
    expect(cast.conflict?.statusCode).toBe(409);
  });
});
