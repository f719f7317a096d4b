import { describe, expect, it } from "vitest";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { scheduleJob } from "@/lib/scheduler";
import { injectAs } from "@/test/app";
import { attendanceOf, markCheckedIn } from "@/test/attendance";
import {
  ALL_SEATS,
  buildAdmin,
  buildUser,
  buildUsers,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emitWithAck, nextEvent, socketTestApp } from "@/test/listen";
import {
  lobbyRequests,
  scrimEditPayload,
  scrimRequests,
  seatEntryOf,
  seatOfUser,
  createScrimThroughApi,
  takeSeat,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { get } from "@/test/requests";
import { HOUR, MINUTE, ago, fromNow, passMoment } from "@/test/time";
import { scrimStartJob } from "../scrims.jobs";
import { checkInOpenJob } from "./check-in.jobs";

// The two moments of check-in: the window opens (seated players are told), and the start sweep
// frees the seats of those who did not check in, recording who showed up. The scheduler is driven
// by hand (runDue); the opening's job is brought forward as time passing would, and the starts
// are a few seconds after each scrim is made, on the real clock.

const server = await socketTestApp(
  { SCHEDULER: "off" },
  { jobHandlers: [scrimStartJob, checkInOpenJob], ownDatabase: true },
);
const { app } = server;
const admin = await buildAdmin(app);

async function createScrim(title: string, checkInMinutes = 15, start = fromNow(HOUR)) {
  return createScrimThroughApi(app, admin, { title, start, checkInMinutes });
}

const reliabilityOf = async (user: TestUser) =>
  (await injectAs(app, await buildUser(app), get(`/api/users/by-id/${user.id}`))).json<{
    reliability: { shown: number; seated: number; percent: number | null };
  }>().reliability;

const messagesOf = async (user: Parameters<typeof social.notifications>[1]) =>
  (await social.notifications(app, user)).map((n) => n.message);

describe("check-in opening", () => {
  it("is scheduled at checkInOpensAt and tells the seated players who have not checked in", async () => {
    const scrim = await createScrim("Opening test");
    const key = `check-in-open:${scrim._id}`;
    const opensAt = new Date(new Date(scrim.gameStartTime).getTime() - 15 * MINUTE);
    expect((await loadJob(app, key))?.runAt.toISOString()).toBe(opensAt.toISOString());

    const [waiting, ready] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top" },
      { team: "teamTwo", role: "Top" },
    ]);
    await markCheckedIn(app, scrim._id, ready!.user.id);
    const socket = await server.connect(waiting!.user);
    const live = nextEvent<{ message: string }>(socket, "notification");

    await makeJobDue(app, key);
    await app.scheduler.runDue();
    const notice = checkInMessages.windowOpen("Opening test");
    expect((await live).message).toBe(notice);
    expect(await messagesOf(waiting!.user)).toEqual([notice]);
    expect(await messagesOf(ready!.user)).toEqual([]);
  });

  it("moves with the start time or the minutes, and goes when check-in is off or the scrim is deleted", async () => {
    const scrim = await createScrim("Opening moves", 10);
    const key = `check-in-open:${scrim._id}`;
    const later = fromNow(3 * HOUR);
    const edit = (overrides: Record<string, unknown>) =>
      injectAs(
        app,
        admin,
        scrimRequests.edit(scrim._id, scrimEditPayload({ title: "Opening moves", ...overrides })),
      );
    expect((await edit({ gameStartTime: later, checkInMinutes: 10 })).statusCode).toBe(200);
    expect((await loadJob(app, key))?.runAt.getTime()).toBe(later.getTime() - 10 * MINUTE);
    expect((await edit({ gameStartTime: later, checkInMinutes: 30 })).statusCode).toBe(200);
    expect((await loadJob(app, key))?.runAt.getTime()).toBe(later.getTime() - 30 * MINUTE);
    expect((await edit({ gameStartTime: later, checkInMinutes: 0 })).statusCode).toBe(200);
    expect(await loadJob(app, key)).toBeUndefined();

    const other = await createScrim("Opening deleted");
    expect(await loadJob(app, `check-in-open:${other._id}`)).toBeDefined();
    await injectAs(app, admin, scrimRequests.remove(other._id));
    expect(await loadJob(app, `check-in-open:${other._id}`)).toBeUndefined();
  });
});

describe("start sweep", () => {
  it("frees the seats of players seated before the window who did not check in, records who showed up, and tells them", async () => {
    const start = fromNow(2500);
    const scrim = await createScrim("Sweep test", 15, start);
    const [present, absent, leaver] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top", seatedAt: ago(HOUR) },
      { team: "teamOne", role: "Mid", seatedAt: ago(HOUR) },
      { team: "teamTwo", role: "ADC", seatedAt: ago(HOUR) },
    ]);
    await markCheckedIn(app, scrim._id, present!.user.id);
    // Leaving before the start is no no-show: only the sweep records them.
    const left = await injectAs(
      app,
      leaver!.user,
      lobbyRequests.removePlayer(scrim._id, leaver!.user.id),
    );
    expect(left.statusCode, left.body).toBe(200);
    const watcher = await server.connect(present!.user);
    await emitWithAck(watcher, "join_scrim_room", { scrimId: scrim._id });
    const update = nextEvent<{ scrim: Parameters<typeof seatOfUser>[0] }>(
      watcher,
      "scrimUpdate",
      ({ scrim: s }) => seatOfUser(s, absent!.user.id) === undefined,
    );

    // Just before the start nothing is swept.
    await app.scheduler.runDue();
    expect(await attendanceOf(app, scrim._id)).toEqual([]);
    await passMoment(start);
    await app.scheduler.runDue();

    const { scrim: seen } = await update;
    expect(seatOfUser(seen, present!.user.id)).toBe("teamOne/Top");
    const records = await attendanceOf(app, scrim._id);
    expect(records.sort((a, b) => Number(b.shown) - Number(a.shown))).toEqual([
      { userId: present!.user.id, shown: true },
      { userId: absent!.user.id, shown: false },
    ]);
    // Told when the window opened (at once: the scrim was made inside it), then freed.
    expect(await messagesOf(absent!.user)).toEqual([
      checkInMessages.seatFreed("Sweep test"),
      checkInMessages.windowOpen("Sweep test"),
    ]);
    // The start alert goes to the players still seated only.
    expect(await messagesOf(present!.user)).toEqual(["Sweep test is starting now"]);
    expect(await messagesOf(leaver!.user)).toEqual([]);

    // The start run again (its job made pending once more): nothing recorded or freed twice.
    const key = `scrim-start:${scrim._id}`;
    await scheduleJob(app.deps.db, {
      kind: "scrim-start",
      key,
      payload: { scrimId: scrim._id },
      runAt: new Date(),
    });
    await app.scheduler.runDue();
    expect(await attendanceOf(app, scrim._id)).toHaveLength(2);
    expect(await messagesOf(absent!.user)).toHaveLength(2);
    expect(await messagesOf(present!.user)).toHaveLength(1);
    const read = await injectAs(app, present!.user, scrimRequests.read(scrim._id));
    expect(seatOfUser(read.json(), present!.user.id)).toBe("teamOne/Top");
  });

  it("leaves every seat and records nothing when check-in is off", async () => {
    const start = fromNow(1500);
    const scrim = await createScrim("Sweep off", 0, start);
    const [player] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top", seatedAt: ago(HOUR) },
    ]);
    await passMoment(start);
    await app.scheduler.runDue();
    const read = await injectAs(app, admin, scrimRequests.read(scrim._id));
    expect(seatOfUser(read.json(), player!.user.id)).toBe("teamOne/Top");
    expect(await attendanceOf(app, scrim._id)).toEqual([]);
  });
});

describe("seats taken once the window is open", () => {
  it("come checked in from the window's opening on, and must be checked in by hand just before it", async () => {
    const [early, onTime] = await buildUsers(app, 2);
    // The window opens two seconds from now.
    const opensAt = fromNow(2000);
    const scrim = await createScrim("Window edge", 5, new Date(opensAt.getTime() + 5 * MINUTE));
    expect((await takeSeat(app, early!, scrim._id, "teamOne", "Top")).statusCode).toBe(200);
    await passMoment(opensAt);
    const res = await takeSeat(app, onTime!, scrim._id, "teamTwo", "Top");
    expect(res.statusCode).toBe(200);
    type Entry = {
      role: string;
      team: { name: string };
      _user: { _id: string };
      checkedIn: boolean;
    };
    const seen = res.json<{ teamOne: Entry[]; teamTwo: Entry[] }>();
    expect(seatEntryOf(seen, early!.id)?.checkedIn).toBe(false);
    expect(seatEntryOf(seen, onTime!.id)?.checkedIn).toBe(true);
  });

  it("a lobby filled after the start, before its job ran, keeps all ten and its lobby host", async () => {
    // As an admin would make it: a scrim whose start has passed, check-in on (the default).
    const scrim = await createScrim("Filled late", 15, ago(MINUTE));
    const players = await buildUsers(app, 10);
    // They join one after another; the start job, due since the scrim was made, has not run.
    for (const [index, seat] of ALL_SEATS.entries()) {
      const res = await takeSeat(app, players[index]!, scrim._id, seat.team, seat.role);
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = (await injectAs(app, admin, scrimRequests.read(scrim._id))).json();
    expect(before.lobbyHost?._id).toBeDefined();

    await app.scheduler.runDue();
    expect(await loadJob(app, `scrim-start:${scrim._id}`)).toMatchObject({ status: "done" });
    const after = (await injectAs(app, admin, scrimRequests.read(scrim._id))).json();
    const entries = [...after.teamOne, ...after.teamTwo];
    expect(entries).toHaveLength(10);
    expect(entries.every((entry: { checkedIn: boolean }) => entry.checkedIn)).toBe(true);
    expect(after.lobbyHost?._id).toBe(before.lobbyHost._id);
    expect(await attendanceOf(app, scrim._id)).toEqual([]);
    for (const player of players) {
      expect(await messagesOf(player)).toEqual([]);
    }
    expect((await reliabilityOf(players[0]!)).seated).toBe(0);
  });

  it("a lobby filled in the last seconds before the start keeps all ten, shown up", async () => {
    const players = await buildUsers(app, 10);
    // Ten joins take a second or two: the last of them comes seconds before the start.
    const start = fromNow(8000);
    const scrim = await createScrim("Filled last", 5, start);
    for (const [index, seat] of ALL_SEATS.entries()) {
      const res = await takeSeat(app, players[index]!, scrim._id, seat.team, seat.role);
      expect(res.statusCode, res.body).toBe(200);
    }
    const host = (await injectAs(app, admin, scrimRequests.read(scrim._id))).json().lobbyHost;
    expect(host?._id).toBeDefined();
    await passMoment(start);
    await app.scheduler.runDue();

    const after = (await injectAs(app, admin, scrimRequests.read(scrim._id))).json();
    expect([...after.teamOne, ...after.teamTwo]).toHaveLength(10);
    expect(after.lobbyHost?._id).toBe(host._id);
    const records = await attendanceOf(app, scrim._id);
    expect(records).toHaveLength(10);
    expect(records.every((record) => record.shown)).toBe(true);
    expect(await reliabilityOf(players[0]!)).toEqual({ shown: 1, seated: 1, percent: 100 });
  });
});
