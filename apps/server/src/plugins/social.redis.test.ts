import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRIEND_REQUEST_RATE } from "@scrims/shared/friends/friends.schema";
import type { App } from "@/app";
import { usersRepository } from "@/features/users/users.repository";
import { buildTestApp } from "@/test/app";
import { buildSession, buildUser, type TestUser } from "@/test/factories";
import { connectSocket, listen } from "@/test/listen";
import { social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// Two app processes sharing Redis (runs only when REDIS_URL is set): presence and the per-user
// limits hold across them.
const redisUrl = process.env.REDIS_URL ?? "";
let first: App;
let second: App;
let firstUrl: string;
let secondUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await buildTestApp({ REDIS_URL: redisUrl });
  second = await buildTestApp({ REDIS_URL: redisUrl });
  firstUrl = await listen(first);
  secondUrl = await listen(second);
});
afterAll(async () => {
  for (const socket of sockets) {
    socket.disconnect();
  }
  await Promise.all([first.close(), second.close()]);
});

/** A player known to both apps (on PGlite each app has a database of its own). */
async function playerOfBoth(): Promise<TestUser> {
  const player = await buildUser(first);
  if (!(await usersRepository.findById(second.deps.db, player.id))) {
    await buildUser(second, { id: player.id });
  }
  return player;
}

async function connect(app: App, url: string, user: TestUser): Promise<Socket> {
  const socket = await connectSocket(url, { token: await buildSession(app, user) });
  sockets.push(socket);
  return socket;
}

type Presence = { userId: string; online: boolean };

describe("social features across two processes", () => {
  it("shows a player online while a socket of theirs is open on either process", async () => {
    const alice = await playerOfBoth();
    const bob = await playerOfBoth();
    const bobThere = await connect(second, secondUrl, bob);
    const watcher = await connect(first, firstUrl, alice);
    const seen: Presence[] = [];
    watcher.on("presence", (payload: Presence) => seen.push(payload));

    await watcher.timeout(10_000).emitWithAck("watch_presence", { userIds: [bob.id] });
    expect(seen).toEqual([{ userId: bob.id, online: true }]);

    const bobHere = await connect(first, firstUrl, bob);
    bobThere.disconnect();
    await watcher.timeout(10_000).emitWithAck("watch_presence", { userIds: [bob.id] });
    expect(seen.at(-1)).toEqual({ userId: bob.id, online: true });
    bobHere.disconnect();
    await waitFor(() => seen.at(-1)?.online === false, "bob offline");

    await connect(second, secondUrl, bob);
    await waitFor(() => seen.at(-1)?.online === true, "bob online again, from the other process");
  });

  it("counts a player's friend requests once across both processes", async () => {
    const spammer = await playerOfBoth();
    const targets = await Promise.all(
      Array.from({ length: FRIEND_REQUEST_RATE.capacity + 2 }, () => playerOfBoth()),
    );
    const codes: number[] = [];
    for (const [index, target] of targets.entries()) {
      const app = index % 2 === 0 ? first : second;
      codes.push((await social.send(app, spammer, target.id)).statusCode);
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(FRIEND_REQUEST_RATE.capacity);
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
  });
});
