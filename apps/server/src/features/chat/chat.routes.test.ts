import { describe, expect, inject, it } from "vitest";
import { MESSAGE_MAX, MESSAGE_RATE } from "@scrims/shared/chat/chat.constants";
import { SCRIM_UNREAD_MAX } from "@scrims/shared/chat/chat.constants";
import { injectAs, testApp } from "@/test/app";
import {
  buildAdmin,
  buildScrim,
  buildUser,
  seatPlayers,
  uniqueTag,
  type TestUser,
} from "@/test/factories";
import { friendsRepository } from "@/features/friends/friends.repository";
import { expectNoPrivateData, social } from "@/test/social";
import { someoneWaitsOnLock } from "@/test/locks";
import { waitFor } from "@/test/wait-for";
import { expectRefusal } from "@/test/assertions";

const app = await testApp();

const get = (user: TestUser, url: string) => injectAs(app, user, { method: "GET", url });
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) =>
  injectAs(app, user, { method: "POST", url, ...(payload === undefined ? {} : { payload }) });

async function friends(): Promise<[TestUser, TestUser]> {
  const a = await buildUser(app);
  const b = await buildUser(app);
  await social.befriend(app, a, b);
  return [a, b];
}

type Conversation = {
  _id: string;
  unseenCount: number;
  otherMember: { _id: string } | null;
  lastMessage: { text: string } | null;
};

describe("starting a direct conversation", () => {
  it("opens one conversation per pair, between friends, and notifies the receiver once", async () => {
    const [alice, bob] = await friends();
    const res = await post(alice, "/api/conversations", { senderId: alice.id, receiverId: bob.id });
    expect(res.statusCode).toBe(200);
    const conversation = res.json();
    expect(conversation).toMatchObject({
      _scrim: null,
      otherMember: { _id: bob.id },
      unseenCount: 0,
    });
    expect(conversation.members.map((m: { _id: string }) => m._id).sort()).toEqual(
      [alice.id, bob.id].sort(),
    );
    const again = await post(bob, "/api/conversations", { senderId: bob.id, receiverId: alice.id });
    expect(again.json()._id).toBe(conversation._id);

    const starts = (await social.notifications(app, bob)).filter((n) => n.isConversationStart);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({
      message: `${alice.name} started a conversation with you`,
      _relatedUser: { _id: alice.id },
      conversation: { _id: conversation._id },
    });
    expectNoPrivateData([conversation, starts], [alice.email, bob.email]);

    const found = await get(alice, `/api/conversations/find/${bob.id}/${alice.id}`);
    expect(found.json()._id).toBe(conversation._id);
  });

  it("two players opening it at the same moment get the same one", async () => {
    const [alice, bob] = await friends();
    const [first, second] = await Promise.all([
      post(alice, "/api/conversations", { senderId: alice.id, receiverId: bob.id }),
      post(bob, "/api/conversations", { senderId: bob.id, receiverId: alice.id }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()._id).toBe(second.json()._id);
  });

  it("refuses a non-friend (403 NOT_FRIENDS), another sender (403), oneself (400)", async () => {
    const [alice, bob] = await friends();
    const stranger = await buildUser(app);
    const notFriend = await post(alice, "/api/conversations", {
      senderId: alice.id,
      receiverId: stranger.id,
    });
    expect(notFriend.statusCode).toBe(403);
    expect(notFriend.json().code).toBe("NOT_FRIENDS");
    expect(
      (await post(stranger, "/api/conversations", { senderId: alice.id, receiverId: bob.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(alice, "/api/conversations", { senderId: alice.id, receiverId: alice.id }))
        .statusCode,
    ).toBe(400);
    expect((await post(alice, "/api/conversations", { senderId: alice.id })).statusCode).toBe(400);
  });

  it("find answers null when there is none (a 200: nothing failed) and 403 for two other players", async () => {
    const [alice, bob] = await friends();
    const stranger = await buildUser(app);
    const none = await get(alice, `/api/conversations/find/${alice.id}/${bob.id}`);
    expect(none.statusCode).toBe(200);
    expect(none.headers["content-type"]).toMatch(/^application\/json/);
    expect(none.json()).toBeNull();
    const self = await get(alice, `/api/conversations/find/${alice.id}/${alice.id}`);
    expect([self.statusCode, self.json()]).toEqual([200, null]);
    await social.converse(app, alice, bob);
    expect((await get(stranger, `/api/conversations/find/${alice.id}/${bob.id}`)).statusCode).toBe(
      403,
    );
  });
});

describe("direct messages", () => {
  it("members post and read; counts of unseen messages come from the database", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    const sent = await post(alice, "/api/messages", {
      conversationId,
      text: "  hello\nthere  ",
      receiverId: bob.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      text: "hello\nthere",
      _sender: { _id: alice.id, name: alice.name, rank: alice.rank },
      _receiver: bob.id,
      _conversation: conversationId,
      _seenBy: [alice.id],
    });
    await social.message(app, alice, conversationId, "<script>alert(1)</script>");

    const list = (await get(bob, "/api/conversations")).json() as Conversation[];
    const mine = list.find((c) => c._id === conversationId);
    expect(mine).toMatchObject({
      unseenCount: 2,
      otherMember: { _id: alice.id },
      lastMessage: { text: "<script>alert(1)</script>" },
    });
    const aliceView = ((await get(alice, "/api/conversations")).json() as Conversation[]).find(
      (c) => c._id === conversationId,
    );
    expect(aliceView?.unseenCount).toBe(0);

    const messages = (await get(bob, `/api/messages/${conversationId}`)).json();
    expect(messages.map((m: { text: string }) => m.text)).toEqual([
      "hello\nthere",
      "<script>alert(1)</script>",
    ]);
    expectNoPrivateData([sent.json(), list, messages], [alice.email, bob.email]);

    // Seeing one message, then opening the conversation, brings the count to zero.
    const seen = await post(bob, `/api/messages/${messages[0]._id}/seen`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()._seenBy.sort()).toEqual([alice.id, bob.id].sort());
    expect(
      (await get(bob, `/api/conversations/find/${alice.id}/${bob.id}`)).json().unseenCount,
    ).toBe(1);
    const opened = await post(bob, `/api/conversations/${conversationId}/seen`);
    expect(opened.json().unseenCount).toBe(0);
  });

  it("lists each of a player's direct conversations once, latest activity first, with its own members, last message and unread count", async () => {
    const viewer = await buildUser(app, { name: `Mid ${uniqueTag().slice(0, 6)}` });
    const early = await buildUser(app, { name: `Aaa ${uniqueTag().slice(0, 6)}` });
    const late = await buildUser(app, { name: `Zzz ${uniqueTag().slice(0, 6)}` });
    const quiet = await buildUser(app);
    for (const friend of [early, late, quiet]) {
      await social.befriend(app, viewer, friend);
    }
    // A conversation of two others, one of them the viewer's friend: not the viewer's.
    const outsider = await buildUser(app);
    await social.befriend(app, early, outsider);
    const notMine = await social.converse(app, early, outsider);
    await social.message(app, outsider, notMine, "not for the viewer");

    const withEarly = await social.converse(app, viewer, early);
    const withLate = await social.converse(app, viewer, late);
    const withQuiet = await social.converse(app, quiet, viewer);
    await social.message(app, early, withEarly, "early 1");
    await social.message(app, late, withLate, "late 1");
    await social.message(app, late, withLate, "late 2");
    await social.message(app, viewer, withLate, "late 3 (mine)");
    await social.message(app, early, withEarly, "early 2");
    await social.message(app, early, withEarly, "early 3");
    const seen = (await get(viewer, `/api/messages/${withEarly}`)).json()[1]._id as string;
    expect((await post(viewer, `/api/messages/${seen}/seen`)).statusCode).toBe(200);

    const res = await get(viewer, "/api/conversations");
    expect(res.statusCode).toBe(200);
    const list = res.json() as (Conversation & {
      members: { _id: string }[];
      lastMessage: { text: string; _sender: { _id: string } } | null;
    })[];
    // Latest activity first; a conversation without messages last (its creation time).
    expect(list.map((c) => c._id)).toEqual([withEarly, withLate, withQuiet]);
    expect(list.map((c) => c.otherMember?._id)).toEqual([early.id, late.id, quiet.id]);
    // Members by name: "Aaa …" < "Mid …" < "Zzz …".
    expect(list[0]!.members.map((m) => m._id)).toEqual([early.id, viewer.id]);
    expect(list[1]!.members.map((m) => m._id)).toEqual([viewer.id, late.id]);
    expect(
      list.map((c) => c.lastMessage && [c.lastMessage.text, c.lastMessage._sender._id]),
    ).toEqual([["early 3", early.id], ["late 3 (mine)", viewer.id], null]);
    // Unread: others' messages the viewer has not seen (one of early's seen; own ones never count).
    expect(list.map((c) => c.unseenCount)).toEqual([2, 2, 0]);
    expectNoPrivateData([list], [viewer.email, early.email, late.email, quiet.email]);

    const theirs = (await get(outsider, "/api/conversations")).json() as Conversation[];
    expect(theirs.map((c) => [c._id, c.unseenCount])).toEqual([[notMine, 0]]);
  });

  it("pages history with before and limit, oldest first", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    for (let index = 1; index <= 5; index += 1) {
      expect(
        (await social.message(app, index % 2 ? alice : bob, conversationId, `m${index}`))
          .statusCode,
      ).toBe(200);
    }
    const latest = (await get(alice, `/api/messages/${conversationId}?limit=2`)).json();
    expect(latest.map((m: { text: string }) => m.text)).toEqual(["m4", "m5"]);
    const older = (
      await get(alice, `/api/messages/${conversationId}?limit=2&before=${latest[0]._id}`)
    ).json();
    expect(older.map((m: { text: string }) => m.text)).toEqual(["m2", "m3"]);
    const oldest = (
      await get(alice, `/api/messages/${conversationId}?before=${older[0]._id}`)
    ).json();
    expect(oldest.map((m: { text: string }) => m.text)).toEqual(["m1"]);
    expect((await get(alice, `/api/messages/${conversationId}?limit=0`)).statusCode).toBe(400);
    expect((await get(alice, `/api/messages/${conversationId}?limit=101`)).statusCode).toBe(400);
    expect((await get(alice, `/api/messages/${conversationId}?before=x`)).statusCode).toBe(400);
  });

  it("refuses empty, blank, too long and control-character text with 400, storing nothing", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    for (const text of ["", "   \n ", "a".repeat(MESSAGE_MAX + 1), "a\u0000b", 5]) {
      expectRefusal(await post(alice, "/api/messages", { conversationId, text }), 400, {
        code: "VALIDATION_FAILED",
      });
    }
    const empty = await post(alice, "/api/messages", { conversationId, text: " " });
    expect(empty.json().error).toContain("Message is empty!");
    expect(
      (await social.message(app, alice, conversationId, "a".repeat(MESSAGE_MAX))).statusCode,
    ).toBe(200);
    expect((await get(alice, `/api/messages/${conversationId}`)).json()).toHaveLength(1);
  });

  it("a third player can read, post and mark seen nothing of it (404), nor pass as sender", async () => {
    const [alice, bob] = await friends();
    const eve = await buildUser(app);
    await social.befriend(app, eve, alice);
    const conversationId = await social.converse(app, alice, bob);
    const message = (await social.message(app, alice, conversationId, "secret")).json();

    expect((await get(eve, `/api/messages/${conversationId}`)).statusCode).toBe(404);
    expect((await social.message(app, eve, conversationId, "hi")).statusCode).toBe(404);
    expect((await post(eve, `/api/messages/${message._id}/seen`)).statusCode).toBe(404);
    expect((await post(eve, `/api/conversations/${conversationId}/seen`)).statusCode).toBe(404);
    expect(
      ((await get(eve, "/api/conversations")).json() as Conversation[]).some(
        (c) => c._id === conversationId,
      ),
    ).toBe(false);
    const spoof = await post(alice, "/api/messages", {
      conversationId,
      text: "x",
      senderId: bob.id,
    });
    expect(spoof.statusCode).toBe(403);
    const wrongReceiver = await post(alice, "/api/messages", {
      conversationId,
      text: "x",
      receiverId: eve.id,
    });
    expect(wrongReceiver.statusCode).toBe(400);
    expect((await get(bob, `/api/messages/${conversationId}`)).json()).toHaveLength(1);
  });

  it("after unfriending, the conversation stays readable but takes no new message", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    await social.message(app, alice, conversationId, "before");
    await post(alice, `/api/friends/unfriend/${bob.id}`);
    const res = await social.message(app, bob, conversationId, "after");
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("NOT_FRIENDS");
    expect((await get(bob, `/api/messages/${conversationId}`)).json()).toHaveLength(1);
  });

  it("an unfriend in flight is waited for: no message or new conversation slips past it", async () => {
    const databaseUrl = inject("databaseUrl");
    for (const attempt of ["message", "conversation"] as const) {
      const [alice, bob] = await friends();
      const conversationId = attempt === "message" ? await social.converse(app, alice, bob) : "";
      let request: Promise<{ statusCode: number; body: string }> | undefined;
      let answered = false;
      // The unfriend's own statement, in a transaction of its own that stays open meanwhile.
      await app.deps.db.transaction(async (tx) => {
        await friendsRepository.removeFriendship(tx, alice.id, bob.id);
        request = (
          attempt === "message"
            ? social.message(app, alice, conversationId, "sneaky")
            : post(alice, "/api/conversations", { senderId: alice.id, receiverId: bob.id })
        ).then((res) => {
          answered = true;
          return res;
        });
        if (databaseUrl) {
          // PostgreSQL: until the request waits on the friendship's lock (or, unlocked, answers).
          await waitFor(
            async () => answered || (await someoneWaitsOnLock(app, "friendships")),
            "the request to wait for the unfriend",
          );
        }
        // PGlite runs one transaction at a time: the request waits by itself.
      });
      const res = await request!;
      expect(res.statusCode, res.body).toBe(403);
      expect(JSON.parse(res.body).code).toBe("NOT_FRIENDS");
      if (attempt === "message") {
        expect((await get(bob, `/api/messages/${conversationId}`)).json()).toEqual([]);
      } else {
        expect((await get(alice, "/api/conversations")).json()).toEqual([]);
      }
    }
  });

  it("a message racing an unfriend is stored only while they are friends", async () => {
    for (let round = 0; round < 3; round += 1) {
      const [alice, bob] = await friends();
      const conversationId = await social.converse(app, alice, bob);
      const [sent, unfriended] = await Promise.all([
        social.message(app, alice, conversationId, "race"),
        post(bob, `/api/friends/unfriend/${alice.id}`),
      ]);
      expect(unfriended.statusCode).toBe(200);
      expect([200, 403]).toContain(sent.statusCode);
      const stored = (await get(bob, `/api/messages/${conversationId}`)).json() as unknown[];
      expect(stored).toHaveLength(sent.statusCode === 200 ? 1 : 0);
      expect((await social.message(app, alice, conversationId, "after")).statusCode).toBe(403);
    }
  });

  it("is limited per player (429 with {error, code})", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    const results = await Promise.all(
      Array.from({ length: MESSAGE_RATE.capacity + 5 }, (_, index) =>
        social.message(app, alice, conversationId, `flood ${index}`),
      ),
    );
    const refused = results.filter((res) => res.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json()).toMatchObject({ code: "RATE_LIMITED", error: expect.any(String) });
    expect(results.every((res) => [200, 429].includes(res.statusCode))).toBe(true);
  });

  it("a deleted account takes its conversations and messages with it", async () => {
    const [alice, bob] = await friends();
    const conversationId = await social.converse(app, alice, bob);
    await social.message(app, alice, conversationId, "bye");
    expect(
      (await injectAs(app, alice, { method: "DELETE", url: "/api/auth/account" })).statusCode,
    ).toBe(204);
    expect((await get(bob, `/api/messages/${conversationId}`)).statusCode).toBe(404);
    expect(((await get(bob, "/api/conversations")).json() as Conversation[]).length).toBe(0);
  });
});

describe("scrim chat", () => {
  it("a public scrim's chat is one conversation open to every signed-in player", async () => {
    const scrim = await buildScrim(app);
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const first = await get(alice, `/api/conversations/scrim/${scrim.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      _scrim: scrim.id,
      members: [],
      otherMember: null,
      unseenCount: 0,
    });
    const second = await get(bob, `/api/conversations/scrim/${scrim.id}`);
    expect(second.json()._id).toBe(first.json()._id);

    const conversationId = first.json()._id as string;
    const sent = await post(alice, "/api/messages", {
      conversationId,
      text: "gl hf",
      senderId: alice.id,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()._receiver).toBeNull();
    expect((await get(bob, `/api/conversations/scrim/${scrim.id}`)).json().unseenCount).toBe(1);
    expect((await get(bob, `/api/messages/${conversationId}`)).json()[0].text).toBe("gl hf");
    await post(bob, `/api/conversations/${conversationId}/seen`);
    expect((await get(bob, `/api/conversations/scrim/${scrim.id}`)).json().unseenCount).toBe(0);
    // Scrim chats are not in the direct conversation list.
    expect(((await get(alice, "/api/conversations")).json() as Conversation[]).length).toBe(0);
  });

  it("a private scrim's chat is for its members and admins only", async () => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Top" }]);
    const player = seat!.user;
    const admin = await buildAdmin(app);
    const outsider = await buildUser(app);

    const own = await get(player, `/api/conversations/scrim/${scrim.id}`);
    expect(own.statusCode).toBe(200);
    expect((await get(admin, `/api/conversations/scrim/${scrim.id}`)).statusCode).toBe(200);
    expect((await get(outsider, `/api/conversations/scrim/${scrim.id}`)).statusCode).toBe(403);

    const conversationId = own.json()._id as string;
    expect((await social.message(app, player, conversationId, "team only")).statusCode).toBe(200);
    expect((await get(outsider, `/api/messages/${conversationId}`)).statusCode).toBe(404);
    expect((await social.message(app, outsider, conversationId, "let me in")).statusCode).toBe(404);
    expect((await get(admin, `/api/messages/${conversationId}`)).json()).toHaveLength(1);
  });

  it("the hub's unread counts of several scrims come in one request, for the scrims one may see", async () => {
    const [open, quiet, secret] = [
      await buildScrim(app),
      await buildScrim(app),
      await buildScrim(app, { isPrivate: true }),
    ];
    const [seat] = await seatPlayers(app, secret.id, [{ team: "teamOne", role: "ADC" }]);
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const openChat = (await get(alice, `/api/conversations/scrim/${open.id}`)).json()._id;
    const secretChat = (await get(seat!.user, `/api/conversations/scrim/${secret.id}`)).json()._id;
    await social.message(app, alice, openChat, "one");
    await social.message(app, alice, openChat, "two");
    await social.message(app, seat!.user, secretChat, "members only");
    const unknown = crypto.randomUUID();
    const ids = [open.id, quiet.id, secret.id, unknown].join(",");

    const res = await get(bob, `/api/conversations/scrim-unread?scrimIds=${ids}`);
    expect(res.statusCode).toBe(200);
    // The private scrim of others and the unknown one are left out; nothing is created.
    expect(res.json()).toEqual([
      { scrimId: open.id, conversationId: openChat, unseenCount: 2 },
      { scrimId: quiet.id, conversationId: null, unseenCount: 0 },
    ]);
    expect((await get(alice, `/api/conversations/scrim-unread?scrimIds=${ids}`)).json()).toEqual([
      { scrimId: open.id, conversationId: openChat, unseenCount: 0 },
      { scrimId: quiet.id, conversationId: null, unseenCount: 0 },
    ]);
    const admin = await buildAdmin(app);
    expect(
      (await get(admin, `/api/conversations/scrim-unread?scrimIds=${secret.id}`)).json(),
    ).toEqual([{ scrimId: secret.id, conversationId: secretChat, unseenCount: 1 }]);

    await post(bob, `/api/conversations/${openChat}/seen`);
    expect((await get(bob, `/api/conversations/scrim-unread?scrimIds=${open.id}`)).json()).toEqual([
      { scrimId: open.id, conversationId: openChat, unseenCount: 0 },
    ]);
  });

  it("refuses a missing, malformed or too long list of scrims (400) and visitors (401)", async () => {
    const user = await buildUser(app);
    for (const query of [
      "",
      "?scrimIds=",
      "?scrimIds=nope",
      `?scrimIds=${crypto.randomUUID()},x`,
    ]) {
      expectRefusal(await get(user, `/api/conversations/scrim-unread${query}`), 400, {
        code: "VALIDATION_FAILED",
      });
    }
    const many = Array.from({ length: SCRIM_UNREAD_MAX + 1 }, () => crypto.randomUUID());
    expect(
      (await get(user, `/api/conversations/scrim-unread?scrimIds=${many.join(",")}`)).statusCode,
    ).toBe(400);
    const visitor = await app.inject({
      method: "GET",
      url: `/api/conversations/scrim-unread?scrimIds=${crypto.randomUUID()}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("an unknown scrim is 404 and a bad id 400", async () => {
    const user = await buildUser(app);
    expect((await get(user, `/api/conversations/scrim/${crypto.randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect((await get(user, "/api/conversations/scrim/nope")).statusCode).toBe(400);
  });
});
