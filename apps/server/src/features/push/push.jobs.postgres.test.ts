import { afterAll, describe, expect, it } from "vitest";
import { injectAs, twoInstancesOnOneDatabase } from "@/test/app";
import { buildScrim, buildUserOfBoth, seatPlayers } from "@/test/factories";
import { loadJob, raceSchedulers } from "@/test/jobs";
import { startPushService } from "@/test/push-service";
import { get, post } from "@/test/requests";
import { HOUR, MINUTE, fromNow } from "@/test/time";
import { waitFor } from "@/test/wait-for";
import { scheduleTimedJob } from "@/features/scrims/scrims.jobs";
import { scrimReminderJob, scrimReminderTimedJob } from "./push.jobs";

// Runs only with DATABASE_URL (two processes share only a real PostgreSQL): two app instances on
// one database of their own make one VAPID key pair between them, and send each scrim reminder
// exactly once, to the real local push service.

const pushService = await startPushService();
afterAll(() => pushService.close());
const apps = twoInstancesOnOneDatabase(
  {},
  { jobHandlers: [scrimReminderJob], pushAgent: pushService.agent },
);

describe("web push with two app instances on one PostgreSQL", () => {
  it("both serve the same VAPID key, made once though asked at the same moment", async () => {
    const [first, second] = [apps.first(), apps.second()];
    const viewer = await buildUserOfBoth(first, second);
    const answers = await Promise.all(
      [first, second, first, second].map((app) =>
        injectAs(app, viewer, get("/api/push/public-key")),
      ),
    );
    const keys = new Set(answers.map((res) => res.json<{ publicKey: string }>().publicKey));
    expect(keys.size).toBe(1);
  });

  it("remind each seated player once per scrim, however many polls and runs reach it", async () => {
    const [first, second] = [apps.first(), apps.second()];
    const scrims = await Promise.all(
      Array.from({ length: 3 }, () => buildScrim(first, { gameStartTime: fromNow(HOUR) })),
    );
    const devices = [];
    for (const scrim of scrims) {
      const player = await buildUserOfBoth(first, second);
      const device = pushService.subscribe();
      const res = await injectAs(
        second,
        player,
        post("/api/push/subscriptions", { endpoint: device.endpoint, keys: device.keys }),
      );
      expect(res.statusCode, res.body).toBe(201);
      await seatPlayers(first, scrim.id, [{ team: "teamOne", role: "Top", user: player }]);
      // Due now: the reminder time of a scrim 15 minutes away.
      await scheduleTimedJob(first.deps.db, scrimReminderTimedJob, {
        ...scrim,
        gameStartTime: fromNow(15 * MINUTE),
      });
      devices.push(device);
    }
    // buildScrim wrote the start an hour away; the reminder job reads the scrim row itself.
    await raceSchedulers(first, second);
    await waitFor(async () => {
      const jobs = await Promise.all(
        scrims.map((scrim) => loadJob(first, `scrim-reminder:${scrim.id}`)),
      );
      return jobs.every((job) => job?.status === "done");
    }, "every reminder to be done");
    // Even run again on both at once, bypassing the claim (a lease that ran out), nothing doubles.
    await Promise.all(
      scrims.flatMap((scrim) =>
        [first, second].map((app) =>
          scrimReminderJob.run(app.deps, { scrimId: scrim.id }, undefined as never),
        ),
      ),
    );
    for (const device of devices) {
      expect(pushService.received.filter((push) => push.subscriptionId === device.id)).toHaveLength(
        1,
      );
    }
  });
});
