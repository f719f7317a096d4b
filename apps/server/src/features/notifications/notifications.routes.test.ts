import { describe, expect, it } from "vitest";
import { NOTIFICATIONS_MAX } from "@scrims/shared/notifications/notifications.schema";
import { withTransaction } from "@/lib/transaction";
import { injectAs, testApp } from "@/test/app";
import { buildAdmin, buildFullScrim, buildUser, uniqueTag, type TestUser } from "@/test/factories";
import { scrimEditOf, scrimRequests } from "@/test/scrim-requests";
import { HOUR, ago } from "@/test/time";
import { social } from "@/test/social";
import { notify } from "./notifications.service";

const app = await testApp();

const post = (user: TestUser, url: string) => injectAs(app, user, { method: "POST", url });

/** Notifications of `user` made straight through the service (as the features make them). */
async function notifyMany(user: TestUser, count: number, prefix = "note"): Promise<void> {
  await withTransaction(app.deps, async ({ tx, afterCommit }) => {
    for (let index = 0; index < count; index += 1) {
      await notify(
        app.deps,
        { tx, afterCommit },
        {
          kind: "legacy",
          params: { message: `${prefix} ${index}`, flag: null },
          userIds: [user.id],
        },
      );
    }
  });
}

describe("notifications", () => {
  it("lists the signed-in player's own, newest first, with the spec's fields", async () => {
    const [alice, bob, carol] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await social.send(app, alice, carol.id);
    await social.send(app, bob, carol.id);
    const list = await social.notifications(app, carol);
    expect(list.map((n) => n.message)).toEqual([
      `${bob.name} sent you a friend request`,
      `${alice.name} sent you a friend request`,
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        "_id",
        "_relatedScrim",
        "_relatedUser",
        "conversation",
        "createdAt",
        "createdDate",
        "isConversationStart",
        "isFriendRequest",
        "isScrimAlert",
        "kind",
        "message",
        "params",
      ].sort(),
    );
    // Stored as data: the kind and its params, the text written from them.
    expect(list[0]).toMatchObject({
      kind: "friendRequest",
      params: { name: bob.name },
      isFriendRequest: true,
      isScrimAlert: false,
      isConversationStart: false,
    });
    expect(await social.notifications(app, alice)).toEqual([]);
  });

  it("removes one (the player's own only) and answers the rest", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    await notifyMany(alice, 2);
    const [newest, oldest] = await social.notifications(app, alice);

    const stolen = await post(bob, `/api/notifications/remove-user-notification/${newest!._id}`);
    expect(stolen.statusCode).toBe(404);
    expect(await social.notifications(app, alice)).toHaveLength(2);

    const res = await post(alice, `/api/notifications/remove-user-notification/${newest!._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications.map((n: { _id: string }) => n._id)).toEqual([oldest!._id]);
    expect(
      (await post(alice, `/api/notifications/remove-user-notification/${newest!._id}`)).statusCode,
    ).toBe(404);
    expect((await post(alice, "/api/notifications/remove-user-notification/nope")).statusCode).toBe(
      400,
    );
  });

  it("removes all of the player's own; another player's id is 403 and changes nothing", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    await notifyMany(alice, 3);
    const refused = await post(bob, `/api/notifications/remove-all-user-notifications/${alice.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    expect(await social.notifications(app, alice)).toHaveLength(3);
    const res = await post(alice, `/api/notifications/remove-all-user-notifications/${alice.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notifications: [] });
    expect(await social.notifications(app, alice)).toEqual([]);
  });

  it(`keeps at most ${NOTIFICATIONS_MAX} per player, dropping the oldest`, async () => {
    const alice = await buildUser(app);
    await notifyMany(alice, NOTIFICATIONS_MAX - 1, "old");
    await notifyMany(alice, 5, "new");
    const list = await social.notifications(app, alice);
    expect(list).toHaveLength(NOTIFICATIONS_MAX);
    expect(list.filter((n) => n.message.startsWith("new"))).toHaveLength(5);
  });
});

describe("a kind added as data: a corrected result", () => {
  it("tells the ten when an admin corrects or clears their result, not when it is first set", async () => {
    const admin = await buildAdmin(app);
    const { scrim, seats } = await buildFullScrim(app, {
      title: `Corrected ${uniqueTag()}`,
      gameStartTime: ago(HOUR),
    });
    const edit = (teamWon: string | null) =>
      injectAs(app, admin, scrimRequests.edit(scrim.id, scrimEditOf(scrim, { teamWon })));
    const alertsOf = async (user: TestUser) =>
      (await social.notifications(app, user)).filter((n) => n.message.includes(scrim.title));

    expect((await edit("teamOne")).statusCode).toBe(200);
    expect(await alertsOf(seats[0]!.user)).toEqual([]);

    expect((await edit("teamTwo")).statusCode).toBe(200);
    expect((await edit(null)).statusCode).toBe(200);

    for (const seat of seats) {
      expect(await alertsOf(seat.user)).toMatchObject([
        {
          kind: "resultCorrected",
          params: { title: scrim.title, winner: null },
          message: `The result of ${scrim.title} was cleared: it has no winner for now`,
          isScrimAlert: true,
          _relatedScrim: { _id: scrim.id },
        },
        {
          kind: "resultCorrected",
          params: { title: scrim.title, winner: "teamTwo" },
          message: `The result of ${scrim.title} was corrected: Red Side won`,
          isScrimAlert: true,
        },
      ]);
    }
    // Nobody outside the lobby hears of it.
    expect(await alertsOf(admin)).toEqual([]);
  });
});
