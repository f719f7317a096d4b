import { describe, expect, it } from "vitest";
import { injectAs, testApp } from "@/test/app";
import { expectPublicOnly, expectRefusal } from "@/test/assertions";
import { recordPastGames } from "@/test/attendance";
import { UNKNOWN_ID, buildAdmin, buildScrim, buildUser } from "@/test/factories";
import { checkInRequests, lobbyRequests, takeSeat, waitlistRequests } from "@/test/scrim-requests";
import { get, post } from "@/test/requests";
import { DAY, HOUR, ago } from "@/test/time";

// Reliability (shown out of seated at check-in, last 30 days) and the block three no-shows within
// 30 days put on joining for 24 hours from the third, which an admin can clear.

const app = await testApp();
const admin = await buildAdmin(app);

const profile = async (userId: string) =>
  (await injectAs(app, await buildUser(app), get(`/api/users/by-id/${userId}`))).json<{
    reliability: { shown: number; seated: number; percent: number | null };
    noShowBlockedUntil: string | null;
  }>();

/** A new player who missed a game (a no-show at check-in) at each of these moments. */
async function playerWhoMissed(...moments: Date[]) {
  const player = await buildUser(app);
  await recordPastGames(
    app,
    player.id,
    moments.map((at) => ({ at, shown: false })),
  );
  return player;
}

describe("reliability", () => {
  it("counts the last 30 days only, and is null without games", async () => {
    const newcomer = await buildUser(app);
    expect(await profile(newcomer.id)).toMatchObject({
      reliability: { shown: 0, seated: 0, percent: null },
      noShowBlockedUntil: null,
    });
    const player = await buildUser(app);
    await recordPastGames(app, player.id, [
      { at: ago(40 * DAY), shown: false }, // too old
      ...Array.from({ length: 9 }, (_, i) => ({ at: ago((i + 1) * DAY), shown: true })),
      { at: ago(12 * HOUR), shown: false },
    ]);
    expect((await profile(player.id)).reliability).toEqual({ shown: 9, seated: 10, percent: 90 });
    // Profile reads stay public fields only (plus these figures).
    const res = await injectAs(app, admin, get(`/api/users/by-id/${player.id}`));
    expectPublicOnly(res.body, [player.email]);
  });

  it("is on the signed-in player's own account", async () => {
    const player = await buildUser(app);
    await recordPastGames(app, player.id, [{ at: ago(DAY), shown: true }]);
    const res = await injectAs(app, player, post("/api/auth/verify"));
    expect(res.json()).toMatchObject({
      user: { reliability: { shown: 1, seated: 1, percent: 100 }, noShowBlockedUntil: null },
    });
  });
});

describe("no-show block", () => {
  it("blocks joining for 24 hours from the third no-show within 30 days, with `until`", async () => {
    const player = await buildUser(app);
    const third = ago(2 * HOUR);
    await recordPastGames(app, player.id, [
      { at: ago(20 * DAY), shown: false },
      { at: ago(5 * DAY), shown: true },
      { at: ago(3 * DAY), shown: false },
      { at: third, shown: false },
    ]);
    const until = new Date(third.getTime() + 24 * HOUR).toISOString();
    expect((await profile(player.id)).noShowBlockedUntil).toBe(until);

    const scrim = await buildScrim(app);
    const res = await takeSeat(app, player, scrim.id, "teamOne", "Top");
    expectRefusal(res, 403, { code: "NO_SHOW_BLOCKED", until });
    // Waiting for a seat is blocked the same way.
    const waiting = await injectAs(app, player, waitlistRequests.join(scrim.id, ["Top"]));
    expectRefusal(waiting, 403, { code: "NO_SHOW_BLOCKED", until });
    // Nothing changed; an admin may still seat the player.
    const seated = await injectAs(
      app,
      admin,
      lobbyRequests.insertPlayer(scrim.id, player.id, "teamOne", "Top"),
    );
    expect(seated.statusCode, seated.body).toBe(200);
  });

  it("does not block for three no-shows spread over more than 30 days, or once 24 hours passed", async () => {
    const spread = await playerWhoMissed(ago(31 * DAY), ago(10 * DAY), ago(HOUR));
    expect((await profile(spread.id)).noShowBlockedUntil).toBeNull();
    const served = await playerWhoMissed(ago(5 * DAY), ago(4 * DAY), ago(25 * HOUR));
    expect((await profile(served.id)).noShowBlockedUntil).toBeNull();
    const scrim = await buildScrim(app);
    expect((await takeSeat(app, served, scrim.id, "teamTwo", "Mid")).statusCode).toBe(200);
  });

  it("is cleared by an admin at once, and the same no-shows never block again", async () => {
    const player = await playerWhoMissed(ago(3 * HOUR), ago(2 * HOUR), ago(HOUR));
    expectRefusal(await injectAs(app, player, checkInRequests.clearNoShowBlock(player.id)), 403, {
      code: "FORBIDDEN",
    });
    const cleared = await injectAs(app, admin, checkInRequests.clearNoShowBlock(player.id));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      _id: player.id,
      noShowBlockedUntil: null,
      reliability: { shown: 0, seated: 3, percent: 0 },
    });
    const scrim = await buildScrim(app);
    expect((await takeSeat(app, player, scrim.id, "teamOne", "Jungle")).statusCode).toBe(200);

    // A new no-show after the clearing counts afresh: one is not a block.
    await recordPastGames(app, player.id, [{ at: new Date(Date.now() + 1000), shown: false }]);
    expect((await profile(player.id)).noShowBlockedUntil).toBeNull();

    expectRefusal(await injectAs(app, admin, checkInRequests.clearNoShowBlock(UNKNOWN_ID)), 404, {
      code: "NOT_FOUND",
    });
  });
});
