import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import {
  buildAdmin,
  buildScrim,
  buildUser,
  loadScrimRow,
  seatPlayers,
  type TestUser,
} from "@/test/factories";
import { emitWithAck, settle, socketTestApp, type ReceivedEvents } from "@/test/listen";
import { watchPresence } from "@/test/presence";
import { get, userRequests } from "@/test/requests";
import { lobbyRequests, scrimEditOf, scrimRequests } from "@/test/scrim-requests";
import { social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// A socket keeps the rooms it joined while it could see a private scrim (its chat, its page):
// once it can no longer see it, HTTP answers 404 and the sockets hear nothing more either.

const server = await socketTestApp();
const { app } = server;

type Watcher = Awaited<ReturnType<typeof server.watch>>;

/** What a scrim's watchers may hear about it. */
const ABOUT_THE_SCRIM = ["getScrimMessage", "scrimChatActivity", "scrimUpdate"];

/** A socket of `who` with the scrim's chat open and its page watched (both acknowledged). */
async function watchScrim(who: TestUser, scrimId: string): Promise<Watcher> {
  const watcher = await server.watch(who);
  expect(await emitWithAck(watcher.socket, "scrimChatOpen", { scrimId })).toEqual({ ok: true });
  expect(await emitWithAck(watcher.socket, "join_scrim_room", { scrimId })).toEqual({ ok: true });
  return watcher;
}

const heard = (received: ReceivedEvents) =>
  received.filter((entry) => ABOUT_THE_SCRIM.includes(entry.event)).map((entry) => entry.event);

/**
 * Once the change that took `lost`'s access is told: a member posts in the chat and an admin
 * edits the scrim. The member's socket hears both; `lost`'s socket nothing, and HTTP refuses.
 */
async function expectNothingMoreFor(
  scrimId: string,
  lost: { user: TestUser; watcher: Watcher },
  member: { user: TestUser; watcher: Watcher },
) {
  await settle();
  lost.watcher.received.length = 0;
  member.watcher.received.length = 0;

  const conversation = await injectAs(app, member.user, get(`/api/conversations/scrim/${scrimId}`));
  const conversationId = conversation.json()._id as string;
  expect((await social.message(app, member.user, conversationId, "plan B")).statusCode).toBe(200);
  const row = await loadScrimRow(app, scrimId);
  const edit = scrimRequests.edit(scrimId, scrimEditOf(row!, { title: "Renamed" }));
  expect((await injectAs(app, await buildAdmin(app), edit)).statusCode).toBe(200);

  await waitFor(
    () => heard(member.watcher.received).length === ABOUT_THE_SCRIM.length,
    "the member hears the message, its activity and the edit",
  );
  // One round trip on the socket: whatever was sent to it before has arrived.
  await watchPresence(lost.watcher.socket, []);
  expect(heard(lost.watcher.received)).toEqual([]);
  const read = await injectAs(app, lost.user, get(`/api/messages/${conversationId}`));
  expect(read.statusCode).toBe(404);
}

describe("a private scrim's rooms after access ends", () => {
  it.each([
    ["kicked by an admin", "admin"],
    ["who left", "self"],
  ] as const)("a player %s hears nothing more of its chat or page", async (_, remover) => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const [removed, stays] = await seatPlayers(app, scrim.id, [
      { team: "teamOne", role: "Top" },
      { team: "teamTwo", role: "Top" },
    ]);
    const lost = { user: removed!.user, watcher: await watchScrim(removed!.user, scrim.id) };
    const member = { user: stays!.user, watcher: await watchScrim(stays!.user, scrim.id) };

    const by = remover === "admin" ? await buildAdmin(app) : removed!.user;
    const removal = lobbyRequests.removePlayer(scrim.id, removed!.user.id);
    expect((await injectAs(app, by, removal)).statusCode).toBe(200);

    await expectNothingMoreFor(scrim.id, lost, member);
  });

  it("an admin whose rights were removed hears nothing more of it", async () => {
    const scrim = await buildScrim(app, { isPrivate: true });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamOne", role: "ADC" }]);
    const demoted = await buildAdmin(app);
    const lost = { user: demoted, watcher: await watchScrim(demoted, scrim.id) };
    const member = { user: seat!.user, watcher: await watchScrim(seat!.user, scrim.id) };

    const demote = userRequests.setAdmin(demoted.id, false);
    expect((await injectAs(app, await buildAdmin(app), demote)).statusCode).toBe(200);

    await expectNothingMoreFor(scrim.id, lost, member);
  });

  it("a stranger watching a public scrim hears nothing more once it is made private", async () => {
    const scrim = await buildScrim(app, { isPrivate: false });
    const [seat] = await seatPlayers(app, scrim.id, [{ team: "teamTwo", role: "Support" }]);
    const stranger = await buildUser(app);
    const lost = { user: stranger, watcher: await watchScrim(stranger, scrim.id) };
    const member = { user: seat!.user, watcher: await watchScrim(seat!.user, scrim.id) };

    const row = await loadScrimRow(app, scrim.id);
    const makePrivate = scrimRequests.edit(scrim.id, scrimEditOf(row!, { isPrivate: true }));
    expect((await injectAs(app, await buildAdmin(app), makePrivate)).statusCode).toBe(200);

    await expectNothingMoreFor(scrim.id, lost, member);
  });
});
