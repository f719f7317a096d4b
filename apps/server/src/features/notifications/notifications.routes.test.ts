import { describe, expect, it } from "vitest";
import { NOTIFICATIONS_MAX } from "@scrims/shared/notifications/notifications.schema";
import { withTransaction } from "@/lib/transaction";
import { injectAs, testApp } from "@/test/app";
import { buildUser, type TestUser } from "@/test/factories";
import { social } from "@/test/social";
import { notify } from "./notifications.service";

const app = await testApp();

const post = (user: TestUser, url: string) => injectAs(app, user, { method: "POST", url });

/** Notifications of `user` made straight through the service (as the features make them). */
async function notifyMany(user: TestUser, count: number, prefix = "note"): Promise<void> {
  await withTransaction(app.deps, async ({ tx, afterCommit }) => {
    await notify(
      app.deps,
      tx,
      afterCommit,
      Array.from({ length: count }, (_, index) => ({
        userId: user.id,
        kind: "legacy" as const,
        params: { message: `${prefix} ${index}`, flag: null },
      })),
    );
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
