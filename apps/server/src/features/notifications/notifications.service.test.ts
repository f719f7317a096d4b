import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { scrimStartJob } from "@/features/scrims/scrims.jobs";
import { buildTestApp, injectAs } from "@/test/app";
import { addCasters, buildAdmin, buildSession, buildUser, seatPlayers } from "@/test/factories";
import { connectSocket, listen } from "@/test/listen";
import { social } from "@/test/social";
import { fromNow, passMoment } from "@/test/time";
import { waitFor } from "@/test/wait-for";

// The scrim alert: when a scrim's start job runs, each player and caster gets a notification
// (stored, and sent live to their own sockets); nobody else does.

let app: App;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp({}, { jobHandlers: [scrimStartJob], ownDatabase: true });
  baseUrl = await listen(app);
});
afterAll(async () => {
  for (const socket of sockets) {
    socket.disconnect();
  }
  await app.close();
});

describe("scrim alert", () => {
  it("notifies the players and casters of a scrim when it starts", async () => {
    const admin = await buildAdmin(app);
    // A start a couple of seconds away, on the real clock.
    const start = fromNow(2000);
    const created = await injectAs(app, admin, {
      method: "POST",
      url: "/api/scrims",
      payload: {
        gameStartTime: start.toISOString(),
        region: "NA",
        title: "Alert test",
        // Without check-in: the player seated here is still seated at the start.
        checkInMinutes: 0,
      },
    });
    expect(created.statusCode).toBe(200);
    const scrimId = created.json()._id as string;
    const [seat] = await seatPlayers(app, scrimId, [{ team: "teamTwo", role: "ADC" }]);
    const caster = await buildUser(app);
    await addCasters(app, scrimId, [caster]);
    const outsider = await buildUser(app);

    const socket = await connectSocket(baseUrl, { token: await buildSession(app, seat!.user) });
    sockets.push(socket);
    const live: { isScrimAlert: boolean; _relatedScrim: { _id: string } | null }[] = [];
    socket.on("notification", (payload) => live.push(payload));

    await passMoment(start);
    await app.scheduler.runDue();

    for (const user of [seat!.user, caster]) {
      const [alert] = await social.notifications(app, user);
      expect(alert).toMatchObject({
        message: "Alert test is starting now",
        isScrimAlert: true,
        isFriendRequest: false,
        isConversationStart: false,
        _relatedScrim: { _id: scrimId, title: "Alert test" },
      });
    }
    expect(await social.notifications(app, outsider)).toEqual([]);
    await waitFor(() => live.length > 0, "the live scrim alert");
    expect(live[0]).toMatchObject({ isScrimAlert: true, _relatedScrim: { _id: scrimId } });
  });
});
