import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import {
  ALL_SEATS,
  addCasters,
  buildScrim,
  buildSession,
  buildUser,
  loadScrimRow,
  seatPlayers,
} from "@/test/factories";
import { emitWithAck, socketTestApp } from "@/test/listen";
import { authRequests } from "@/test/requests";
import { lobbyRequests, scrimRequests, seatOfUser } from "@/test/scrim-requests";
import { HOUR, ago } from "@/test/time";

const server = await socketTestApp();
const { app } = server;
const { deleteAccount } = authRequests;

type ScrimBody = {
  _id: string;
  teamOne: { role: string; team: { name: string }; _user: { _id: string; name: string } }[];
  teamTwo: { role: string; team: { name: string }; _user: { _id: string; name: string } }[];
  casters: { _id: string }[];
  lobbyHost: { _id: string } | null;
};

/** A real client watching these scrims' rooms; resolves each scrim's next `scrimUpdate`. */
async function watchScrims(scrimIds: string[]) {
  const socket = await server.connect(await buildUser(app));
  for (const scrimId of scrimIds) {
    expect(await emitWithAck(socket, "join_scrim_room", { scrimId })).toEqual({ ok: true });
  }
  const updates = new Map<string, ScrimBody>();
  socket.on("scrimUpdate", ({ scrim }: { scrim: ScrimBody }) => updates.set(scrim._id, scrim));
  return {
    /** Waits for the update of each of these scrims (or fails the test by its timeout). */
    async updatesOf(ids: string[]): Promise<ScrimBody[]> {
      while (!ids.every((id) => updates.has(id))) {
        await new Promise((resolve) => socket.once("scrimUpdate", resolve));
      }
      return ids.map((id) => updates.get(id)!);
    },
  };
}

async function getScrim(scrimId: string): Promise<ScrimBody> {
  const res = await injectAs(app, await buildUser(app), scrimRequests.read(scrimId));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("DELETE /api/auth/account and the account's scrims", () => {
  it("frees its seats and caster places in games without a winner, live, and the lobby host is drawn again", async () => {
    const player = await buildUser(app);
    // An upcoming full game where the player is seated and was drawn lobby host.
    const upcoming = await buildScrim(app, { lobbyHostId: player.id, lobbyHostRandom: true });
    await seatPlayers(app, upcoming.id, [
      { ...ALL_SEATS[0]!, user: player },
      ...ALL_SEATS.slice(1),
    ]);
    // A game that started hours ago without a reported winner, which the player casts.
    const unreported = await buildScrim(app, { gameStartTime: ago(4 * HOUR) });
    await seatPlayers(app, unreported.id, [{ team: "teamTwo", role: "ADC" }]);
    await addCasters(app, unreported.id, [player]);
    // A decided game: its history keeps the player, anonymised.
    const decided = await buildScrim(app, {
      gameStartTime: ago(4 * HOUR),
      teamWon: "teamOne",
    });
    await seatPlayers(app, decided.id, [{ team: "teamTwo", role: "Mid", user: player }]);
    const watcher = await watchScrims([upcoming.id, unreported.id, decided.id]);

    expect((await injectAs(app, player, deleteAccount)).statusCode).toBe(204);

    const [seen, seenUnreported] = await watcher.updatesOf([upcoming.id, unreported.id]);
    expect(seatOfUser(seen!, player.id)).toBeUndefined();
    expect([...seen!.teamOne, ...seen!.teamTwo]).toHaveLength(9);
    expect(seen!.lobbyHost).toBeNull();
    expect(seenUnreported!.casters.map((c) => c._id)).not.toContain(player.id);

    const now = await getScrim(upcoming.id);
    expect(seatOfUser(now, player.id)).toBeUndefined();
    expect(now.lobbyHost).toBeNull();
    expect((await getScrim(unreported.id)).casters).toEqual([]);
    const history = await getScrim(decided.id);
    expect(seatOfUser(history, player.id)).toBe("teamTwo/Mid");
    expect(history.teamTwo[0]!._user.name).toBe("Deleted player");

    // The freed seat is open again; the tenth player draws a new lobby host among the players.
    const newcomer = await buildUser(app);
    const seat = lobbyRequests.insertPlayer(upcoming.id, newcomer.id, "teamOne", "Top");
    const joined = await injectAs(app, newcomer, seat);
    expect(joined.statusCode).toBe(200);
    const host = (joined.json() as ScrimBody).lobbyHost?._id;
    const seated = [...now.teamOne, ...now.teamTwo].map((p) => p._user._id);
    expect([...seated, newcomer.id]).toContain(host);
    expect((await loadScrimRow(app, upcoming.id))?.previousLobbyHostId).toBe(player.id);
  });

  it("leaves no seat behind when the account takes a seat while it is being deleted", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const player = await buildUser(app);
        const scrim = await buildScrim(app);
        const token = await buildSession(app, player);
        const [deletion, join] = await Promise.all([
          injectAs(app, token, deleteAccount),
          injectAs(app, token, lobbyRequests.insertPlayer(scrim.id, player.id, "teamOne", "Mid")),
        ]);
        return { player, scrimId: scrim.id, deletion, join };
      }),
    );
    for (const { player, scrimId, deletion, join } of rounds) {
      expect(deletion.statusCode).toBe(204);
      expect([200, 401, 404]).toContain(join.statusCode);
      expect(seatOfUser(await getScrim(scrimId), player.id)).toBeUndefined();
    }
  });
});
