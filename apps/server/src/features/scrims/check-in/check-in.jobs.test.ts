import { describe, expect, it } from "vitest";
import { checkInMessages } from "@scrims/shared/scrims/check-in.constants";
import { scheduleJob } from "@/lib/scheduler";
import { injectAs } from "@/test/app";
import { attendanceOf, markCheckedIn } from "@/test/attendance";
import { buildAdmin, seatPlayers } from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { emitWithAck, nextEvent, socketTestApp } from "@/test/listen";
import {
  lobbyRequests,
  scrimEditPayload,
  scrimRequests,
  seatOfUser,
  createScrimThroughApi,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { HOUR, MINUTE, fromNow } from "@/test/time";
import { scrimStartJob } from "../scrims.jobs";
import { checkInOpenJob } from "./check-in.jobs";

// The two moments of check-in, driven by hand (runDue) with the job's time brought forward as
// time passing would: the window opens (seated players are told), and the start sweep frees the
// seats of those who did not check in, recording who showed up.

const server = await socketTestApp(
  { SCHEDULER: "off" },
  { jobHandlers: [scrimStartJob, checkInOpenJob], ownDatabase: true },
);
const { app } = server;
const admin = await buildAdmin(app);

async function createScrim(title: string, checkInMinutes = 15, start = fromNow(HOUR)) {
  return createScrimThroughApi(app, admin, { title, start, checkInMinutes });
}

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
  it("frees the seats of players who did not check in, records who showed up, and tells them", async () => {
    const scrim = await createScrim("Sweep test");
    const [present, absent, leaver] = await seatPlayers(app, scrim._id, [
      { team: "teamOne", role: "Top" },
      { team: "teamOne", role: "Mid" },
      { team: "teamTwo", role: "ADC" },
    ]);
    await markCheckedIn(app, scrim._id, present!.user.id);
    // Leaving an hour before the start is no no-show: only the sweep records them.
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

    const key = `scrim-start:${scrim._id}`;
    await makeJobDue(app, key);
    await app.scheduler.runDue();

    const { scrim: seen } = await update;
    expect(seatOfUser(seen, present!.user.id)).toBe("teamOne/Top");
    const records = await attendanceOf(app, scrim._id);
    expect(records.sort((a, b) => Number(b.shown) - Number(a.shown))).toEqual([
      { userId: present!.user.id, shown: true },
      { userId: absent!.user.id, shown: false },
    ]);
    expect(await messagesOf(absent!.user)).toEqual([checkInMessages.seatFreed("Sweep test")]);
    // The start alert goes to the players still seated only.
    expect(await messagesOf(present!.user)).toEqual(["Sweep test is starting now"]);
    expect(await messagesOf(leaver!.user)).toEqual([]);

    // The start run again (its job made pending once more): nothing recorded or freed twice.
    await scheduleJob(app.deps.db, {
      kind: "scrim-start",
      key,
      payload: { scrimId: scrim._id },
      runAt: new Date(),
    });
    await app.scheduler.runDue();
    expect(await attendanceOf(app, scrim._id)).toHaveLength(2);
    expect(await messagesOf(absent!.user)).toHaveLength(1);
    const read = await injectAs(app, present!.user, scrimRequests.read(scrim._id));
    expect(seatOfUser(read.json(), present!.user.id)).toBe("teamOne/Top");
  });

  it("leaves every seat and records nothing when check-in is off", async () => {
    const scrim = await createScrim("Sweep off", 0);
    const [player] = await seatPlayers(app, scrim._id, [{ team: "teamOne", role: "Top" }]);
    await makeJobDue(app, `scrim-start:${scrim._id}`);
    await app.scheduler.runDue();
    const read = await injectAs(app, admin, scrimRequests.read(scrim._id));
    expect(seatOfUser(read.json(), player!.user.id)).toBe("teamOne/Top");
    expect(await attendanceOf(app, scrim._id)).toEqual([]);
  });
});
