import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { banMessages } from "@scrims/shared/bans/bans.schema";
import {
  banThroughApi,
  bansOf,
  banWindow,
  endBanNow as moveBanEnd,
  refuseBanLifts,
} from "@/test/bans";
import { buildAdmin, buildScrim, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { loadJob, makeJobDue } from "@/test/jobs";
import { ownWrite, userRequests } from "@/test/requests";
import { ROLES, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import { banExpiryJob } from "./bans.jobs";

// Expiry through the scheduler, a failing lift, and Fill Random, on a database of this file's own:
// the scheduler must meet only these jobs, a refused lift only this file, and Fill Random only
// these players.

let app: App;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp(
    { SCHEDULER: "off" },
    { jobHandlers: [banExpiryJob], ownDatabase: true },
  );
  admin = await buildAdmin(app);
});
afterAll(() => app.close());

const banVia = (player: TestUser, window = banWindow(-2, 3)) =>
  banThroughApi(app, admin, player.id, { ...window, reason: "Expiry test" });

/** As if the ban's end had passed: its end moved to just now, and its job due. */
async function endBanNow(banId: string) {
  await moveBanEnd(app, banId);
  await makeJobDue(app, `ban-expiry:${banId}`);
}

const writeAs = (player: TestUser) => injectAs(app, player, ownWrite(player));

describe("ban expiry", () => {
  it("schedules a job at the ban's end that lifts it (by nobody), after which the player writes again", async () => {
    const player = await buildUser(app);
    const window = banWindow(-2, 3);
    const banId = await banVia(player, window);
    const job = await loadJob(app, `ban-expiry:${banId}`);
    expect(job?.runAt.toISOString()).toBe(window.dateTo);
    expect((await writeAs(player)).statusCode).toBe(403);
    await endBanNow(banId);
    expect(await app.scheduler.runDue()).toBe(1);
    const [row] = await bansOf(app, player.id);
    expect(row?.liftedAt).toBeInstanceOf(Date);
    expect(row?.liftedById).toBeNull();
    expect((await writeAs(player)).statusCode).toBe(200);
  });

  it("lets an expired ban stop biting even before the job ran", async () => {
    const player = await buildUser(app);
    const banId = await banVia(player);
    await endBanNow(banId);
    expect((await writeAs(player)).statusCode).toBe(200);
  });

  it("drops the job when an admin unbans first", async () => {
    const player = await buildUser(app);
    const banId = await banVia(player);
    await injectAs(app, admin, userRequests.unban(player.id));
    expect(await loadJob(app, `ban-expiry:${banId}`)).toBeUndefined();
  });
});

describe("POST /api/admin/lift-expired-bans when lifting fails", () => {
  it("answers 500 {success: false, message: 'Failed to lift expired bans'} and lifts nothing", async () => {
    const player = await buildUser(app);
    const banId = await banVia(player);
    await moveBanEnd(app, banId);
    const undo = await refuseBanLifts(app);
    try {
      const res = await injectAs(app, admin, {
        method: "POST",
        url: "/api/admin/lift-expired-bans",
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        success: false,
        message: banMessages.liftFailure,
        lifted: 0,
      });
    } finally {
      await undo();
    }
    const [row] = await bansOf(app, player.id);
    expect(row?.liftedAt).toBeNull();
  });
});

describe("Fill Random", () => {
  it("skips banned players of the region", async () => {
    const scrim = await buildScrim(app, { region: "LAN", createdById: admin.id });
    const seats = TEAMS.flatMap((team) => ROLES.map((role) => ({ team, role }))).slice(1);
    await seatPlayers(app, scrim.id, seats, "LAN");
    const banned = await buildUser(app, { region: "LAN" });
    await banVia(banned, banWindow(0, 2));
    const fill = () =>
      injectAs(app, admin, {
        method: "PATCH",
        url: `/api/scrims/${scrim.id}/admin-fill-random`,
        payload: {},
      });
    const refused = await fill();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("NO_PLAYERS_AVAILABLE");
    await injectAs(app, admin, userRequests.unban(banned.id));
    const filled = await fill();
    expect(filled.statusCode).toBe(200);
    expect(filled.json().filledPositions).toBe(1);
  });
});
