import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { buildAdmin, buildScrim, buildUser, seatPlayers, type TestUser } from "@/test/factories";
import { socketTestApp } from "@/test/listen";
import { expectNoPrivateData, social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// The realtime side of friends, notifications and chat, through real socket.io clients.

const { app, watch } = await socketTestApp();

type Received = { event: string; payload: Record<string, unknown> }[];

const client = (user: TestUser) => watch(user) as Promise<{ socket: Socket; received: Received }>;

const ack = (socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5_000).emitWithAck(event, payload) as Promise<{ ok: boolean; code?: string }>;

/** A round trip on the socket: whatever the server sent before has arrived. */
async function roundTrip(socket: Socket): Promise<void> {
  await ack(socket, "watch_presence", { userIds: [] });
}

const of = (received: Received, event: string) =>
  received.filter((entry) => entry.event === event).map((entry) => entry.payload);

describe("friend events", () => {
  it("a request reaches the receiver live (friendRequest + notification); accepting tells the sender", async () => {
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
    expect(of(aliceClient.received, "friendRequest")[0]).toMatchObject({ action: "accepted" });
    await roundTrip(eve.socket);
    expect(eve.received.filter((entry) => entry.event !== "presence")).toEqual([]);
    expectNoPrivateData([aliceClient.received, bobClient.received], [alice.email, bob.email]);
  });
});

describe("direct chat events", () => {
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
    const conversationId = (
      await injectAs(app, alice, { method: "GET", url: `/api/conversations/scrim/${scrim.id}` })
    ).json()._id as string;

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

    const conversationId = (
      await injectAs(app, seat!.user, {
        method: "GET",
        url: `/api/conversations/scrim/${scrim.id}`,
      })
    ).json()._id as string;
    await social.message(app, seat!.user, conversationId, "private");
    await waitFor(() => of(admin.received, "getScrimMessage").length === 1, "admin's message");
    await roundTrip(outsider.socket);
    expect(of(outsider.received, "getScrimMessage")).toEqual([]);
  });
});
