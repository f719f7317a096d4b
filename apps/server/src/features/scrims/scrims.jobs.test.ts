import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { addCasters, buildAdmin, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emitWithAck, roundTrip, socketTestApp } from "@/test/listen";
import { createScrimThroughApi, scrimEditPayload, scrimRequests } from "@/test/scrim-requests";
import { HOUR, fromNow } from "@/test/time";
import { scrimStartJob } from "./scrims.jobs";

// The start of a scrim is a job written with the scrim, moved with its start time and dropped
// with it; when it runs, the scrim's players and casters hear of it on their own sockets. The
// scheduler is driven by hand (runDue), with the job's time brought forward as time passing would.

// Only this feature's job: other files' due PUUID lookups must not run in this app.
const server = await socketTestApp(
  { SCHEDULER: "off" },
  { jobHandlers: [scrimStartJob], ownDatabase: true },
);
const { app } = server;
const admin = await buildAdmin(app);

async function client(user: TestUser) {
  const socket = await server.connect(user);
  const starts: unknown[] = [];
  socket.on("scrimStartNotification", (payload: unknown) => starts.push(payload));
  return { socket, starts };
}

const createScrim = (start: Date) =>
  // Without check-in: the players seated here are all still seated at the start.
  createScrimThroughApi(app, admin, { title: "Start test", start, checkInMinutes: 0 });

describe("scrim start", () => {
  it("is scheduled at the start time and, when it passes, tells the players and casters only", async () => {
    const start = fromNow(HOUR);
    const scrim = await createScrim(start);
    const key = `scrim-start:${scrim._id}`;
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(start.toISOString());

    const [seat] = await seatPlayers(app, scrim._id, [{ team: "teamOne", role: "Mid" }]);
    const caster = await buildUser(app);
    await addCasters(app, scrim._id, [caster]);
    const player = await client(seat!.user);
    const casting = await client(caster);
    const outsider = await client(await buildUser(app));
    // An outsider watching the scrim's room is not told either.
    await emitWithAck(outsider.socket, "join_scrim_room", { scrimId: scrim._id });

    // Not yet due: it waits. (Other test files' due jobs may run here: the database is shared.)
    await app.scheduler.runDue();
    expect(await loadJob(app, key)).toMatchObject({ status: "pending" });

    await makeJobDue(app, key);
    await app.scheduler.runDue();
    await Promise.all([player, casting, outsider].map(({ socket }) => roundTrip(socket)));
    const notice = { scrimId: scrim._id, title: "Start test" };
    expect(player.starts).toEqual([notice]);
    expect(casting.starts).toEqual([notice]);
    expect(outsider.starts).toEqual([]);
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });
  });

  it("moves with an edit of the start time, stays put for other edits, and goes with the scrim", async () => {
    const scrim = await createScrim(fromNow(HOUR));
    const key = `scrim-start:${scrim._id}`;
    const later = fromNow(3 * HOUR);
    const edit = (when: Date) =>
      injectAs(
        app,
        admin,
        scrimRequests.edit(
          scrim._id,
          scrimEditPayload({ title: "Start test", gameStartTime: when }),
        ),
      );

    expect((await edit(later)).statusCode).toBe(200);
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(later.toISOString());

    // Run it, then an edit that keeps the time does not run it again.
    await makeJobDue(app, key);
    await app.scheduler.runDue();
    expect((await loadJob(app, key))?.status).toBe("done");
    expect((await edit(later)).statusCode).toBe(200);
    expect((await loadJob(app, key))?.status).toBe("done");

    const res = await injectAs(app, admin, scrimRequests.remove(scrim._id));
    expect(res.statusCode).toBeLessThan(300);
    expect(await loadJob(app, key)).toBeUndefined();
  });
});
