import { describe, expect, it } from "vitest";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import { injectAs } from "@/test/app";
import { banThroughApi, banWindow, bannedAndDisconnected, startBanNow } from "@/test/bans";
import { buildAdmin, buildUser, type TestUser } from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { socketTestApp } from "@/test/listen";
import { userRequests } from "@/test/requests";
import { banStartJob } from "./bans.jobs";

// A database of this file's own: runDue must meet only the ban-start jobs given here.
const { app, connect } = await socketTestApp(
  { SCHEDULER: "off" },
  { jobHandlers: [banStartJob], ownDatabase: true },
);
const admin = await buildAdmin(app);

async function banLater(player: TestUser) {
  const window = banWindow(1, 4);
  const banId = await banThroughApi(app, admin, player.id, {
    ...window,
    reason: "Starts tomorrow",
  });
  return { banId, window };
}

describe("a ban that starts later", () => {
  it("leaves the player's sockets open until its start, then sends `banned` and disconnects them", async () => {
    const player = await buildUser(app);
    const socket = await connect(player);
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    const { banId, window } = await banLater(player);

    const job = await loadJob(app, `ban-start:${banId}`);
    expect(job?.runAt.toISOString()).toBe(window.dateFrom);
    expect(socket.connected).toBe(true);
    expect(events).not.toContain("banned");

    const heard = bannedAndDisconnected(socket);
    await startBanNow(app, banId);
    await makeJobDue(app, `ban-start:${banId}`);
    expect(await app.scheduler.runDue()).toBe(1);
    const result = await heard;
    expect(result).toEqual({
      banned: {
        dateTo: window.dateTo,
        reason: "Starts tomorrow",
        message: banMessages.youAreBanned(window.dateTo),
      },
      reason: "io server disconnect",
    });
  });

  it("drops its start job when an admin unbans first; a ban that bites at once needs none", async () => {
    const player = await buildUser(app);
    const { banId } = await banLater(player);
    await injectAs(app, admin, userRequests.unban(player.id));
    expect(await loadJob(app, `ban-start:${banId}`)).toBeUndefined();

    const now = await injectAs(
      app,
      admin,
      userRequests.ban(player.id, { ...banWindow(0, 2), reason: "Now" }),
    );
    expect(await loadJob(app, `ban-start:${now.json().currentBan._id}`)).toBeUndefined();
  });
});
