import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { buildAdmin, buildScrim, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { emitWithAck as ack, socketTestApp } from "@/test/listen";
import { watchPresence } from "@/test/presence";
import { get, post } from "@/test/requests";
import { expectNoPrivateData, social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// The realtime side of friends, notifications and chat, through real socket.io clients.

const { app, watch } = await socketTestApp();

type Received = { event: string; payload: Record<string, unknown> }[];

const client = (user: TestUser) => watch(user) as Promise<{ socket: Socket; received: Received }>;

/** A round trip on the socket: whatever the server sent before has arrived. */
async function roundTrip(socket: Socket): Promise<void> {
  await watchPresence(socket, []);
}

/** The scrim's conversation id, as `user` reads it (made on first use). */
const scrimConversationId = async (user: TestUser, scrimId: string) =>
  (await injectAs(app, user, get(`/api/conversations/scrim/${scrimId}`))).json()._id as string;

const of = (received: Received, event: string) =>
  received.filter((entry) => entry.event === event).map((entry) => entry.payload);

describe("friend events", () => {
  it("a request reaches the receiver live (friendRequest + notification); each action tells both players", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const aliceClient = await client(alice);
    const bobClient = await client(bob);
    const eve = await client(await buildUser(app));

    await social.send(app, alice, bob.id);
    await waitFor(() => of(bobClient.received, "notification").length === 1, "bob's notification");
    expect(of(bobClient.received, "friendRequest")).toEqual([
      expect.objectContaining({
        action: "received",
        friendRequest: expect.objectContaining({ _receiver: bob.id }),
      }),
    ]);
    expect(of(bobClient.received, "notification")[0]).toMatchObject({ isFriendRequest: true });

    await social.accept(app, bob, alice.id);
    await waitFor(
      () => of(aliceClient.received, "notification").length === 1,
      "alice's notification",
    );
    expect(of(aliceClient.received, "notification")[0]).toMatchObject({
      message: `You and ${bob.name} are now friends`,
    });
    // Each action reaches both players (the sender's other tabs show "Request sent" too).
    expect(of(aliceClient.received, "friendRequest")).toEqual([
      expect.objectContaining({ action: "received" }),
      expect.objectContaining({ action: "accepted" }),
    ]);
    expect(of(bobClient.received, "friendRequest")).toEqual([
      expect.objectContaining({ action: "received" }),
      expect.objectContaining({ action: "accepted" }),
    ]);
    await roundTrip(eve.socket);
    expect(eve.received.filter((entry) => entry.event !== "presence")).toEqual([]);
    expectNoPrivateData([aliceClient.received, bobClient.received], [alice.email, bob.email]);
  });
});

describe("unfriend events", () => {
  it("unfriending tells both players (every tab) who is no longer a friend, and nobody else", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    await social.befriend(app, alice, bob);
    const aliceClient = await client(alice);
    const aliceSecondTab = await client(alice);
    const bobClient = await client(bob);
    const eve = await client(await buildUser(app));

    const res = await injectAs(app, bob, post(`/api/friends/unfriend/${alice.id}`));
    expect(res.statusCode).toBe(200);
    for (const who of [aliceClient, aliceSecondTab]) {
      await waitFor(() => of(who.received, "friendRemoved").length === 1, "alice told");
      expect(of(who.received, "friendRemoved")).toEqual([{ userId: bob.id }]);
    }
    await waitFor(() => of(bobClient.received, "friendRemoved").length === 1, "bob told");
    expect(of(bobClient.received, "friendRemoved")).toEqual([{ userId: alice.id }]);
    await roundTrip(eve.socket);
    expect(of(eve.received, "friendRemoved")).toEqual([]);

    // Not friends any more: a second unfriend changes nothing and tells nobody.
    const again = await injectAs(app, alice, post(`/api/friends/unfriend/${bob.id}`));
    expect(again.statusCode).toBe(404);
    await roundTrip(bobClient.socket);
    expect(of(bobClient.received, "friendRemoved")).toHaveLength(1);
  });
});

describe("direct chat events", () => {
  it("a conversation marked seen in one tab clears the unread count in the player's other tabs", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    await social.befriend(app, alice, bob);
    const conversationId = await social.converse(app, alice, bob);
    const first = (await social.message(app, alice, conversationId, "one")).json();
    await social.message(app, alice, conversationId, "two");
    const bobOtherTab = await client(bob);
    const aliceClient = await client(alice);

    // One message seen (the chat open in one tab when it arrived): one left.
    const seenOne = await injectAs(app, bob, post(`/api/messages/${first._id}/seen`));
    expect(seenOne.statusCode).toBe(200);
    await waitFor(() => of(bobOtherTab.received, "conversationSeen").length === 1, "first seen");
    expect(of(bobOtherTab.received, "conversationSeen")[0]).toEqual({
      conversationId,
      scrimId: null,
      unseenCount: 1,
    });

    const seenAll = await injectAs(app, bob, post(`/api/conversations/${conversationId}/seen`));
    expect(seenAll.statusCode).toBe(200);
    await waitFor(() => of(bobOtherTab.received, "conversationSeen").length === 2, "all seen");
    expect(of(bobOtherTab.received, "conversationSeen")[1]).toEqual({
      conversationId,
      scrimId: null,
      unseenCount: 0,
    });
    // Alice's own read state is hers: she hears nothing of Bob's.
    await roundTrip(aliceClient.socket);
    expect(of(aliceClient.received, "conversationSeen")).toEqual([]);
  });

  it("getMessage goes to both members' sockets and to nobody else", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const eve = await buildUser(app);
    await social.befriend(app, alice, bob);
    const conversationId = await social.converse(app, alice, bob);
    const aliceClient = await client(alice);
    const bobClient = await client(bob);
    const bobSecondTab = await client(bob);
    const eveClient = await client(eve);

    const sent = (await social.message(app, alice, conversationId, "hi bob")).json();
    for (const who of [aliceClient, bobClient, bobSecondTab]) {
      await waitFor(() => of(who.received, "getMessage").length === 1, "getMessage");
      expect(of(who.received, "getMessage")[0]).toMatchObject({
        _id: sent._id,
        messageId: sent._id,
        text: "hi bob",
        _sender: { _id: alice.id },
        _receiver: bob.id,
        _conversation: conversationId,
      });
    }
    await roundTrip(eveClient.socket);
    expect(of(eveClient.received, "getMessage")).toEqual([]);
    expectNoPrivateData(bobClient.received, [alice.email, bob.email]);
  });
});

describe("scrim chat events", () => {
  it("scrimChatOpen joins the chat room; getScrimMessage reaches it until scrimChatClose", async () => {
    const scrim = await buildScrim(app);
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const aliceClient = await client(alice);
    const bobClient = await client(bob);
    const idle = await client(await buildUser(app));
    expect(
      await ack(bobClient.socket, "scrimChatOpen", { scrimId: scrim.id, userId: bob.id }),
    ).toEqual({ ok: true });
    const conversationId = await scrimConversationId(alice, scrim.id);

    const sent = (await social.message(app, alice, conversationId, "glhf")).json();
    await waitFor(() => of(bobClient.received, "getScrimMessage").length === 1, "getScrimMessage");
    expect(of(bobClient.received, "getScrimMessage")[0]).toMatchObject({
      messageId: sent._id,
      senderId: alice.id,
      text: "glhf",
      _conversation: conversationId,
      scrimId: scrim.id,
    });
    await roundTrip(aliceClient.socket);
    expect(of(aliceClient.received, "getScrimMessage")).toEqual([]);
    expect(of(idle.received, "getScrimMessage")).toEqual([]);

    expect(await ack(bobClient.socket, "scrimChatClose", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    await social.message(app, alice, conversationId, "again");
    await roundTrip(bobClient.socket);
    expect(of(bobClient.received, "getScrimMessage")).toHaveLength(1);
  });

  it("scrimChatActivity keeps the card's unread count live: the scrim's room and hub, once each, no text", async () => {
    const scrim = await buildScrim(app, { region: "EUW" });
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const onPage = await client(bob);
    const inHub = await client(await buildUser(app));
    const both = await client(await buildUser(app));
    const otherHub = await client(await buildUser(app));
    expect(await ack(onPage.socket, "join_scrim_room", { scrimId: scrim.id })).toEqual({
      ok: true,
    });
    expect(await ack(inHub.socket, "join_region_hub", { region: "EUW" })).toEqual({ ok: true });
    await ack(both.socket, "join_region_hub", { region: "EUW" });
    await ack(both.socket, "join_scrim_room", { scrimId: scrim.id });
    await ack(otherHub.socket, "join_region_hub", { region: "NA" });
    const conversationId = await scrimConversationId(alice, scrim.id);

    const sent = (await social.message(app, alice, conversationId, "secret plan")).json();
    const notice = { scrimId: scrim.id, conversationId, messageId: sent._id, senderId: alice.id };
    for (const who of [onPage, inHub, both]) {
      await waitFor(() => of(who.received, "scrimChatActivity").length === 1, "activity");
      expect(of(who.received, "scrimChatActivity")).toEqual([notice]);
    }
    await roundTrip(both.socket);
    expect(of(both.received, "scrimChatActivity")).toHaveLength(1);
    await roundTrip(otherHub.socket);
    expect(of(otherHub.received, "scrimChatActivity")).toEqual([]);
  });

  it("a private scrim's chat activity reaches only its members and admins in the hub", async () => {
    const scrim = await buildScrim(app, { isPrivate: true, region: "OCE" });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "Mid" }]);
    const member = await client(seat!.user);
    const admin = await client(await buildAdmin(app));
    const outsider = await client(await buildUser(app));
    for (const who of [member, admin, outsider]) {
      await ack(who.socket, "join_region_hub", { region: "OCE" });
    }
    const conversationId = await scrimConversationId(seat!.user, scrim.id);
    await social.message(app, seat!.user, conversationId, "private");
    await waitFor(() => of(admin.received, "scrimChatActivity").length === 1, "admin told");
    await waitFor(() => of(member.received, "scrimChatActivity").length === 1, "member told");
    await roundTrip(outsider.socket);
    expect(of(outsider.received, "scrimChatActivity")).toEqual([]);
  });

  it("a private scrim's chat room refuses outsiders with the HTTP route's check", async () => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "Jungle" }]);
    const outsider = await client(await buildUser(app));
    const player = await client(seat!.user);
    const admin = await client(await buildAdmin(app));

    expect(await ack(outsider.socket, "scrimChatOpen", { scrimId: scrim.id })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    expect(await ack(player.socket, "scrimChatOpen", { scrimId: scrim.id })).toEqual({ ok: true });
    expect(await ack(admin.socket, "scrimChatOpen", { scrimId: scrim.id })).toEqual({ ok: true });
    expect(
      await ack(outsider.socket, "scrimChatOpen", { scrimId: crypto.randomUUID() }),
    ).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await ack(outsider.socket, "scrimChatOpen", { scrimId: "x" })).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
    });

    const conversationId = await scrimConversationId(seat!.user, scrim.id);
    await social.message(app, seat!.user, conversationId, "private");
    await waitFor(() => of(admin.received, "getScrimMessage").length === 1, "admin's message");
    await roundTrip(outsider.socket);
    expect(of(outsider.received, "getScrimMessage")).toEqual([]);
  });
});
