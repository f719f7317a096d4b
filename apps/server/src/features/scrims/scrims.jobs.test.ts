import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { attendanceOf, markCheckedIn } from "@/test/attendance";
import {
  addCasters,
  buildAdmin,
  buildUser,
  seatPlayers,
  storedSeatsOf,
  type TestUser,
} from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emitWithAck, roundTrip, socketTestApp } from "@/test/listen";
import {
  createScrimThroughApi,
  scrimEditPayload,
  scrimRequests,
  takeSeat,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { HOUR, MINUTE, ago, fromNow, passMoment } from "@/test/time";
import { scrimStartJob } from "./scrims.jobs";

// The start of a scrim is a job written with the scrim, moved with its start time and dropped
// with it; when it runs, those who held a place before the start hear of it, on their sockets and
// in their notifications, once per start time. The scheduler is driven by hand (runDue) on the
// real clock: each scrim starts a couple of seconds after it is made, and the tests act just
// before the start, just after it while its job has not run yet, and once it has.

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

const createScrim = (title: string, start: Date, checkInMinutes = 0) =>
  createScrimThroughApi(app, admin, { title, start, checkInMinutes });

const startAlerts = async (user: TestUser, title: string) =>
  (await social.notifications(app, user)).filter((n) => n.message === `${title} is starting now`);

const edit = (scrim: { _id: string; title: string }, gameStartTime: Date | string) =>
  injectAs(
    app,
    admin,
    scrimRequests.edit(
      scrim._id,
      scrimEditPayload({ title: scrim.title, gameStartTime, checkInMinutes: 15 }),
    ),
  );

describe("scrim start", () => {
  it("runs at the start: those who held a place before it hear it once, later comers do not", async () => {
    const start = fromNow(2500);
    const scrim = await createScrim("Start test", start);
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

    // Just before the start: not due, it waits.
    await app.scheduler.runDue();
    expect(await loadJob(app, key)).toMatchObject({ status: "pending" });
    // Claimed before the start all the same (a database clock ahead of ours, or an edit that
    // moved the start while the job was claimed): it runs nothing and waits for the start.
    await makeJobDue(app, key);
    await app.scheduler.runDue();
    expect(await loadJob(app, key)).toMatchObject({ status: "pending" });
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(start.toISOString());
    expect(await startAlerts(seat!.user, "Start test")).toEqual([]);

    // Just after the start, before its job has run, a player takes a seat.
    await passMoment(start);
    const late = await buildUser(app);
    const lateClient = await client(late);
    expect((await takeSeat(app, late, scrim._id, "teamTwo", "Mid")).statusCode).toBe(200);

    await app.scheduler.runDue();
    await Promise.all(
      [player, casting, outsider, lateClient].map(({ socket }) => roundTrip(socket)),
    );
    const notice = { scrimId: scrim._id, title: "Start test" };
    expect(player.starts).toEqual([notice]);
    expect(casting.starts).toEqual([notice]);
    expect(outsider.starts).toEqual([]);
    expect(lateClient.starts).toEqual([]);
    expect(await startAlerts(seat!.user, "Start test")).toHaveLength(1);
    expect(await startAlerts(caster, "Start test")).toHaveLength(1);
    expect(await startAlerts(late, "Start test")).toEqual([]);
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });

    // The same start run again (a retry, another process): nobody hears it twice.
    await makeJobDue(app, key);
    await app.scheduler.runDue();
    await roundTrip(player.socket);
    expect(player.starts).toEqual([notice]);
    expect(await startAlerts(seat!.user, "Start test")).toHaveLength(1);
  });

  it("runs once per start time: an edit that keeps it runs nothing, a new one runs without a second sweep", async () => {
    // Created at a start with seconds (the API's own precision), check-in on and open.
    const start = new Date(fromNow(2500).getTime() + 123);
    const scrim = await createScrim("Edit test", start, 15);
    const key = `scrim-start:${scrim._id}`;
    const [shown, absent] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top", seatedAt: ago(HOUR) },
      { team: "teamTwo", role: "Top", seatedAt: ago(HOUR) },
    ]);
    await markCheckedIn(app, scrim._id, shown!.user.id);
    await passMoment(start);
    await app.scheduler.runDue();
    expect(await startAlerts(shown!.user, "Edit test")).toHaveLength(1);
    expect((await storedSeatsOf(app, scrim._id)).map((s) => s.userId)).toEqual([shown!.user.id]);

    // An edit that keeps the start (the exact instant the scrim carries) leaves the job done.
    const same = await edit(scrim, scrim.gameStartTime);
    expect(same.statusCode, same.body).toBe(200);
    expect(await loadJob(app, key)).toMatchObject({ status: "done" });
    await app.scheduler.runDue();
    expect(await startAlerts(shown!.user, "Edit test")).toHaveLength(1);

    // A player seated since, who never checked in (as if seated before the window).
    const [unchecked] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Jungle", seatedAt: ago(HOUR) },
    ]);
    // The game is put back by a few seconds: the new start runs once, and sweeps nobody.
    const later = fromNow(2000);
    expect((await edit(scrim, later)).statusCode).toBe(200);
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(later.toISOString());
    await app.scheduler.runDue();
    expect(await startAlerts(shown!.user, "Edit test")).toHaveLength(1);
    await passMoment(later);
    await app.scheduler.runDue();
    expect(await startAlerts(shown!.user, "Edit test")).toHaveLength(2);
    expect(await startAlerts(unchecked!.user, "Edit test")).toHaveLength(1);
    expect((await storedSeatsOf(app, scrim._id)).map((s) => s.userId).sort()).toEqual(
      [shown!.user.id, unchecked!.user.id].sort(),
    );
    expect(
      (await attendanceOf(app, scrim._id)).sort((a, b) => Number(b.shown) - Number(a.shown)),
    ).toEqual([
      { userId: shown!.user.id, shown: true },
      { userId: absent!.user.id, shown: false },
    ]);
    expect(await startAlerts(absent!.user, "Edit test")).toEqual([]);
  });

  it("moves with an edit of the start time and goes with the scrim", async () => {
    const scrim = await createScrim("Move test", fromNow(HOUR));
    const key = `scrim-start:${scrim._id}`;
    const later = fromNow(3 * HOUR);
    expect((await edit(scrim, later)).statusCode).toBe(200);
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(later.toISOString());
    // Not due before its time, however often the scheduler looks.
    await app.scheduler.runDue();
    expect(await loadJob(app, key)).toMatchObject({ status: "pending" });

    const res = await injectAs(app, admin, scrimRequests.remove(scrim._id));
    expect(res.statusCode).toBeLessThan(300);
    expect(await loadJob(app, key)).toBeUndefined();
  });

  it("a scrim made after its start tells nobody that it starts", async () => {
    const scrim = await createScrim("Late made", ago(10 * MINUTE), 15);
    const player = await buildUser(app);
    expect((await takeSeat(app, player, scrim._id, "teamOne", "ADC")).statusCode).toBe(200);
    await app.scheduler.runDue();
    expect(await loadJob(app, `scrim-start:${scrim._id}`)).toMatchObject({ status: "done" });
    expect(await startAlerts(player, "Late made")).toEqual([]);
    expect((await storedSeatsOf(app, scrim._id)).map((s) => s.userId)).toEqual([player.id]);
    expect(await attendanceOf(app, scrim._id)).toEqual([]);
  });
});
