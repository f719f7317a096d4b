import type { Socket } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { injectAs } from "@/test/app";
import { buildSession, buildUser, type TestUser } from "@/test/factories";
import { socketTestApp } from "@/test/listen";
import { recordPresence, shownPresence, watchPresence } from "@/test/presence";
import { waitFor } from "@/test/wait-for";

// Presence: online while at least one socket of the player is connected; a client hears only
// about the players it watches, at once and then on every change.

const { app, connect } = await socketTestApp();

async function watcher(user: TestUser) {
  const socket = await connect(user);
  return { socket, seen: recordPresence(socket) };
}

const connectAs = (user: TestUser, token?: string): Promise<Socket> => connect(token ?? user);

/** What a client shows: the state of the highest version it has heard of. */
const last = shownPresence;

describe("presence", () => {
  it("answers at once, then on each change; offline only when the last socket goes", async () => {
    const [alice, bob, carol] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const me = await watcher(alice);
    const bobFirst = await connectAs(bob);

    expect(await watchPresence(me.socket, [bob.id, carol.id])).toEqual({ ok: true });
    expect(me.seen).toEqual([
      { userId: bob.id, online: true, version: expect.any(Number) },
      { userId: carol.id, online: false, version: 0 },
    ]);

    const carolSocket = await connectAs(carol);
    await waitFor(() => last(me.seen, carol.id)?.online === true, "carol online");

    const bobSecond = await connectAs(bob);
    bobFirst.disconnect();
    // Still one socket of Bob's: he stays online. A round trip lets any wrong event arrive.
    await watchPresence(me.socket, [bob.id, carol.id]);
    expect(me.seen.filter((p) => p.userId === bob.id && !p.online)).toEqual([]);
    bobSecond.disconnect();
    await waitFor(() => last(me.seen, bob.id)?.online === false, "bob offline");
    carolSocket.disconnect();
    await waitFor(() => last(me.seen, carol.id)?.online === false, "carol offline");
  });

  it("a quick disconnect and reconnect leaves the player online, and the last socket leaving offline", async () => {
    const alice = await buildUser(app);
    const me = await watcher(alice);
    for (let round = 0; round < 5; round += 1) {
      const bob = await buildUser(app);
      const first = await connectAs(bob);
      await watchPresence(me.socket, [bob.id]);
      // The old socket goes while the new one connects.
      first.disconnect();
      const second = await connectAs(bob);
      await watchPresence(me.socket, [bob.id]);
      expect(last(me.seen, bob.id)?.online).toBe(true);

      // Two sockets leave at once: offline, and nothing brings them back.
      const third = await connectAs(bob);
      second.disconnect();
      third.disconnect();
      await waitFor(() => last(me.seen, bob.id)?.online === false, "bob offline");
      await watchPresence(me.socket, [bob.id]);
      expect(last(me.seen, bob.id)?.online).toBe(false);
    }
  });

  it("tells nobody who does not watch; an empty list stops watching", async () => {
    const [alice, bob] = [await buildUser(app), await buildUser(app)];
    const me = await watcher(alice);
    const bystander = await watcher(await buildUser(app));
    await watchPresence(me.socket, [bob.id]);
    await watchPresence(me.socket, []);
    const count = me.seen.length;
    const bobSocket = await connectAs(bob);
    bobSocket.disconnect();
    await watchPresence(me.socket, []);
    await watchPresence(bystander.socket, []);
    expect(me.seen).toHaveLength(count);
    expect(bystander.seen).toEqual([]);
  });

  it("refuses bad input with an acknowledgement", async () => {
    const me = await watcher(await buildUser(app));
    expect(await watchPresence(me.socket, "nope")).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
    });
    expect(await watchPresence(me.socket, ["x"])).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
    });
    expect(
      await watchPresence(
        me.socket,
        Array.from({ length: 201 }, () => crypto.randomUUID()),
      ),
    ).toMatchObject({
      ok: false,
    });
  });

  it("logout and account deletion close the sockets at once and show the player offline", async () => {
    const [alice, bob, carol] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const me = await watcher(alice);
    const bobToken = await buildSession(app, bob);
    const bobSocket = await connectAs(bob, bobToken);
    const carolSocket = await connectAs(carol);
    await watchPresence(me.socket, [bob.id, carol.id]);
    expect(last(me.seen, bob.id)?.online).toBe(true);

    const loggedOut = await injectAs(app, bobToken, { method: "POST", url: "/api/auth/logout" });
    expect(loggedOut.statusCode).toBe(204);
    await waitFor(() => !bobSocket.connected, "bob's socket closed");
    await waitFor(() => last(me.seen, bob.id)?.online === false, "bob offline");

    const deleted = await injectAs(app, carol, { method: "DELETE", url: "/api/auth/account" });
    expect(deleted.statusCode).toBe(204);
    await waitFor(() => !carolSocket.connected, "carol's socket closed");
    await waitFor(() => last(me.seen, carol.id)?.online === false, "carol offline");
  });
});
