import { describe, expect, inject, it } from "vitest";
import { injectAs } from "@/test/app";
import { buildAdmin, buildScrim, seatPlayers, uniqueTag } from "@/test/factories";
import { emitWithAck, socketTestApp } from "@/test/listen";
import { watchPresence } from "@/test/presence";
import { get } from "@/test/requests";
import { lobbyRequests } from "@/test/scrim-requests";
import { social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// Two app processes on one PostgreSQL database sharing Redis (runs only when REDIS_URL is set;
// on PGlite each app has a database of its own, so there is nothing to share).
const redisUrl = process.env.REDIS_URL ?? "";
const shared = Boolean(inject("databaseUrl"));
// A channel of their own: no other run's processes answer these apps' socket lookups.
const socketChannel = `scrims-test-${uniqueTag()}`;
const first = await socketTestApp({ REDIS_URL: redisUrl }, { socketChannel });
const second = await socketTestApp({ REDIS_URL: redisUrl }, { socketChannel });

describe.skipIf(!shared)("a private scrim's chat across two processes", () => {
  it("a player kicked through one process hears nothing more on a socket of the other", async () => {
    const scrim = await buildScrim(first.app, { isPrivate: true });
    const [kicked, stays] = await seatPlayers(first.app, scrim.id, [
      { team: "teamOne", role: "Jungle" },
      { team: "teamTwo", role: "Jungle" },
    ]);
    const lost = await second.watch(kicked!.user);
    const member = await second.watch(stays!.user);
    for (const { socket } of [lost, member]) {
      expect(await emitWithAck(socket, "scrimChatOpen", { scrimId: scrim.id })).toEqual({
        ok: true,
      });
    }
    const admin = await buildAdmin(first.app);
    const kick = lobbyRequests.removePlayer(scrim.id, kicked!.user.id);
    expect((await injectAs(first.app, admin, kick)).statusCode).toBe(200);

    const conversation = await injectAs(
      first.app,
      stays!.user,
      get(`/api/conversations/scrim/${scrim.id}`),
    );
    const conversationId = conversation.json()._id as string;
    await social.message(first.app, stays!.user, conversationId, "through Redis");
    const got = (received: typeof lost.received) =>
      received.filter((entry) => entry.event === "getScrimMessage");
    await waitFor(() => got(member.received).length === 1, "the member's message, via Redis");
    await watchPresence(lost.socket, [], 10_000);
    expect(got(lost.received)).toEqual([]);
  });
});
