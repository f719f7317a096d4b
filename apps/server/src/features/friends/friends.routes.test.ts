import { describe, expect, it } from "vitest";
import { FRIEND_REQUEST_RATE } from "@scrims/shared/friends/friends.schema";
import { injectAs, testApp } from "@/test/app";
import { buildUser, type TestUser } from "@/test/factories";
import { expectError, expectPublicOnly } from "@/test/assertions";
import { expectNoPrivateData, social } from "@/test/social";

const app = await testApp();

async function pair(): Promise<[TestUser, TestUser]> {
  return [await buildUser(app), await buildUser(app)];
}

const get = (user: TestUser, url: string) => injectAs(app, user, { method: "GET", url });
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
  injectAs(app, user, { method: "POST", url, ...(payload === undefined ? {} : { payload }) });

async function status(a: TestUser, b: TestUser) {
  return (await get(a, `/api/friend-requests/check/${b.id}`)).json() as {
    status: string;
    requestId: string | null;
  };
}

describe("sending a friend request", () => {
  it("creates one pending request the receiver sees with the sender, and notifies them", async () => {
    const [alice, bob] = await pair();
    const res = await social.send(app, alice, bob.id);
    expect(res.statusCode).toBe(201);
    const { friendRequest } = res.json();
    expect(friendRequest).toMatchObject({
      _user: { _id: alice.id, name: alice.name },
      _receiver: bob.id,
    });

    const list = (await get(bob, "/api/friend-requests")).json();
    expect(list).toEqual([friendRequest]);
    expect((await get(alice, "/api/friend-requests")).json()).toEqual([]);
    expect(await status(alice, bob)).toEqual({ status: "sent", requestId: friendRequest._id });
    expect(await status(bob, alice)).toEqual({ status: "received", requestId: friendRequest._id });

    const [notification] = await social.notifications(app, bob);
    expect(notification).toMatchObject({
      message: `${alice.name} sent you a friend request`,
      isFriendRequest: true,
      isConversationStart: false,
      isScrimAlert: false,
      _relatedUser: { _id: alice.id },
    });
    expectNoPrivateData([res.json(), list, notification], [alice.email, bob.email]);
  });

  it("refuses a second request, a reverse request, a request to oneself and to a friend (409)", async () => {
    const [alice, bob] = await pair();
    expect((await social.send(app, alice, bob.id)).statusCode).toBe(201);
    const again = await social.send(app, alice, bob.id);
    expectError(again, 409, {
      error: "Friend request already sent!",
      code: "FRIEND_REQUEST_EXISTS",
    });
    const reverse = await social.send(app, bob, alice.id);
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json().code).toBe("FRIEND_REQUEST_EXISTS");
    const self = await social.send(app, alice, alice.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe("FRIEND_REQUEST_SELF");

    expect((await social.accept(app, bob, alice.id)).statusCode).toBe(200);
    const toFriend = await social.send(app, bob, alice.id);
    expectError(toFriend, 409, { error: "Friend already added!", code: "ALREADY_FRIENDS" });
  });

  it("answers 404 for an unknown or deleted player and 400 for a bad id", async () => {
    const alice = await buildUser(app);
    const gone = await buildUser(app);
    expect(
      (await injectAs(app, gone, { method: "DELETE", url: "/api/auth/account" })).statusCode,
    ).toBe(204);
    expect((await social.send(app, alice, gone.id)).statusCode).toBe(404);
    expect((await social.send(app, alice, crypto.randomUUID())).statusCode).toBe(404);
    expect((await post(alice, "/api/friend-requests/send-request/not-a-uuid")).statusCode).toBe(
      400,
    );
  });

  it("ends as one request when two players ask each other at the same moment", async () => {
    for (let round = 0; round < 5; round += 1) {
      const [alice, bob] = await pair();
      const results = await Promise.all([
        social.send(app, alice, bob.id),
        social.send(app, bob, alice.id),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const pending = [
        ...(await get(alice, "/api/friend-requests")).json(),
        ...(await get(bob, "/api/friend-requests")).json(),
      ];
      expect(pending).toHaveLength(1);
    }
  });

  it("is limited per player (429 with {error, code})", async () => {
    const spammer = await buildUser(app);
    const targets = await Promise.all(
      Array.from({ length: FRIEND_REQUEST_RATE.capacity + 2 }, () => buildUser(app)),
    );
    const codes: number[] = [];
    for (const target of targets) {
      codes.push((await social.send(app, spammer, target.id)).statusCode);
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(FRIEND_REQUEST_RATE.capacity);
    const refused = await social.send(app, spammer, (await buildUser(app)).id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", error: expect.any(String) });
  });
});

describe("answering a friend request", () => {
  it("accepting makes both friends, once, and tells both they are now friends", async () => {
    const [alice, bob] = await pair();
    await social.send(app, alice, bob.id);
    const res = await social.accept(app, bob, alice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().updatedUserFriends.map((user: { _id: string }) => user._id)).toEqual([
      alice.id,
    ]);
    expect((await get(bob, "/api/friend-requests")).json()).toEqual([]);
    expect(await status(alice, bob)).toEqual({ status: "friends", requestId: null });
    const aliceFriends = (await get(bob, `/api/friends/user-friends/${alice.id}`)).json();
    expect(aliceFriends.map((user: { _id: string }) => user._id)).toEqual([bob.id]);
    expectNoPrivateData([res.json(), aliceFriends], [alice.email, bob.email]);

    expect((await social.notifications(app, alice))[0]).toMatchObject({
      message: `You and ${bob.name} are now friends`,
      _relatedUser: { _id: bob.id },
      isFriendRequest: false,
      isConversationStart: false,
      isScrimAlert: false,
    });
    expect((await social.notifications(app, bob))[0]).toMatchObject({
      message: `You and ${alice.name} are now friends`,
      _relatedUser: { _id: alice.id },
    });

    const twice = await social.accept(app, bob, alice.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("ALREADY_FRIENDS");
  });

  it("two accepts at the same moment store the friendship once", async () => {
    const [alice, bob] = await pair();
    await social.send(app, alice, bob.id);
    const results = await Promise.all([
      social.accept(app, bob, alice.id),
      social.accept(app, bob, alice.id),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await get(alice, `/api/friends/user-friends/${alice.id}`)).json()).toHaveLength(1);
  });

  it("a cancel and an accept at the same moment leave a request or a friendship, never both", async () => {
    for (let round = 0; round < 3; round += 1) {
      const [alice, bob] = await pair();
      const { friendRequest } = (await social.send(app, alice, bob.id)).json();
      const [cancelled, accepted] = await Promise.all([
        post(alice, `/api/friend-requests/cancel-request/${friendRequest._id}`),
        social.accept(app, bob, alice.id),
      ]);
      const outcome = [cancelled.statusCode, accepted.statusCode];
      expect([
        [204, 404],
        [404, 200],
      ]).toContainEqual(outcome);
      const state = await status(alice, bob);
      expect(state.status).toBe(outcome[0] === 204 ? "none" : "friends");
    }
  });

  it("only the receiver accepts or rejects: another's id is 403, another's request 404", async () => {
    const [alice, bob] = await pair();
    const mallory = await buildUser(app);
    const { friendRequest } = (await social.send(app, alice, bob.id)).json();

    const asOther = await post(mallory, `/api/friend-requests/accept-request/${bob.id}`, {
      newFriendUserId: alice.id,
    });
    expect(asOther.statusCode).toBe(403);
    expect((await social.accept(app, mallory, alice.id)).statusCode).toBe(404);
    // The sender cannot accept their own request either.
    expect((await social.accept(app, alice, alice.id)).statusCode).toBe(404);
    expect(
      (await post(mallory, `/api/friend-requests/reject-request/${bob.id}/${friendRequest._id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          mallory,
          `/api/friend-requests/reject-request/${mallory.id}/${friendRequest._id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(mallory, `/api/friend-requests/cancel-request/${friendRequest._id}`)).statusCode,
    ).toBe(404);
    expect(
      (await post(bob, `/api/friend-requests/cancel-request/${friendRequest._id}`)).statusCode,
    ).toBe(404);
    // Nothing changed.
    expect((await get(bob, "/api/friend-requests")).json()).toHaveLength(1);
  });

  it("rejecting removes the request and answers the remaining ones", async () => {
    const [alice, bob] = await pair();
    const carol = await buildUser(app);
    const { friendRequest } = (await social.send(app, alice, bob.id)).json();
    await social.send(app, carol, bob.id);
    const res = await post(
      bob,
      `/api/friend-requests/reject-request/${bob.id}/${friendRequest._id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().friendRequests.map((r: { _user: { _id: string } }) => r._user._id)).toEqual([
      carol.id,
    ]);
    expect(await status(alice, bob)).toEqual({ status: "none", requestId: null });
    // Alice may ask again.
    expect((await social.send(app, alice, bob.id)).statusCode).toBe(201);
  });

  it("the sender cancels (204); the request and its notification are gone", async () => {
    const [alice, bob] = await pair();
    const { friendRequest } = (await social.send(app, alice, bob.id)).json();
    const res = await post(alice, `/api/friend-requests/cancel-request/${friendRequest._id}`);
    expect(res.statusCode).toBe(204);
    expect((await get(bob, "/api/friend-requests")).json()).toEqual([]);
    expect(await social.notifications(app, bob)).toEqual([]);
  });
});

describe("friends", () => {
  it("unfriend ends the friendship for both; a stranger is 404", async () => {
    const [alice, bob] = await pair();
    await social.befriend(app, alice, bob);
    const res = await post(alice, `/api/friends/unfriend/${bob.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ friends: [] });
    expect((await get(bob, `/api/friends/user-friends/${bob.id}`)).json()).toEqual([]);
    expect((await post(alice, `/api/friends/unfriend/${bob.id}`)).statusCode).toBe(404);
  });

  it("a list of an unknown player is 404; a friends list holds public fields only", async () => {
    const [alice, bob] = await pair();
    await social.befriend(app, alice, bob);
    expect((await get(alice, `/api/friends/user-friends/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    const friends = await get(alice, `/api/friends/user-friends/${alice.id}`);
    expect(friends.json()).toHaveLength(1);
    expectPublicOnly(friends.body, [alice.email, bob.email]);
  });

  it("a deleted account leaves no requests or friendships behind", async () => {
    const [alice, bob] = await pair();
    const carol = await buildUser(app);
    await social.befriend(app, alice, bob);
    await social.send(app, alice, carol.id);
    const deleted = await injectAs(app, alice, { method: "DELETE", url: "/api/auth/account" });
    expect(deleted.statusCode).toBe(204);
    expect((await get(bob, `/api/friends/user-friends/${bob.id}`)).json()).toEqual([]);
    expect((await get(carol, "/api/friend-requests")).json()).toEqual([]);
    expect(await social.notifications(app, bob)).toEqual([]);
  });
});
