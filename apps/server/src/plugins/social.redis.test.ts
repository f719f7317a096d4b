import { describe, expect, it } from "vitest";
import { FRIEND_REQUEST_RATE } from "@scrims/shared/friends/friends.schema";
import { buildSession, buildUserOfBoth } from "@/test/factories";
import { settle, socketTestApp } from "@/test/listen";
import { social } from "@/test/social";
import { recordPresence, shownPresence, watchPresence, type Presence } from "@/test/presence";
import { waitFor } from "@/test/wait-for";

// Two app processes sharing Redis (runs only when REDIS_URL is set): presence and the per-user
// limits hold across them.
const redisUrl = process.env.REDIS_URL ?? "";
const first = await socketTestApp({ REDIS_URL: redisUrl });
const second = await socketTestApp({ REDIS_URL: redisUrl });
const playerOfBoth = () => buildUserOfBoth(first.app, second.app);
/** How long an acknowledgement may take here, where presence goes through Redis. */
const ACROSS_PROCESSES_MS = 10_000;

const shown = (seen: Presence[], userId: string) => shownPresence(seen, userId)?.online;

describe("social features across two processes", () => {
  it("shows a player online while a socket of theirs is open on either process", async () => {
    const alice = await playerOfBoth();
    const bob = await playerOfBoth();
    const bobThere = await second.connect(bob);
    const watcher = await first.connect(alice);
    const seen = recordPresence(watcher);

    await watchPresence(watcher, [bob.id], ACROSS_PROCESSES_MS);
    expect(seen).toEqual([{ userId: bob.id, online: true, version: expect.any(Number) }]);

    const bobHere = await first.connect(bob);
    bobThere.disconnect();
    await watchPresence(watcher, [bob.id], ACROSS_PROCESSES_MS);
    expect(shown(seen, bob.id)).toBe(true);
    bobHere.disconnect();
    await waitFor(() => shown(seen, bob.id) === false, "bob offline");

    await second.connect(bob);
    await waitFor(() => shown(seen, bob.id) === true, "bob online again, from the other process");
  });

  it("a quick move to the other process leaves the player online; leaving both shows them offline", async () => {
    const alice = await playerOfBoth();
    const watcher = await first.connect(alice);
    const seen = recordPresence(watcher);
    for (let round = 0; round < 5; round += 1) {
      const bob = await playerOfBoth();
      const tokenThere = await buildSession(second.app, bob);
      const old = await first.connect(bob);
      await watchPresence(watcher, [bob.id], ACROSS_PROCESSES_MS);
      // The reload: the old socket (here) goes while the new one (there) connects.
      const [moved] = await Promise.all([second.connect(tokenThere), old.disconnect()]);
      // Any watcher, on either process, sees the player online once the events settled.
      await settle();
      const late = await second.connect(alice);
      const lateSeen = recordPresence(late);
      await watchPresence(late, [bob.id], ACROSS_PROCESSES_MS);
      expect(shown(lateSeen, bob.id)).toBe(true);
      await watchPresence(watcher, [bob.id], ACROSS_PROCESSES_MS);
      expect(shown(seen, bob.id)).toBe(true);

      const again = await first.connect(bob);
      moved.disconnect();
      again.disconnect();
      await waitFor(() => shown(seen, bob.id) === false, "bob offline");
      await settle();
      await watchPresence(late, [bob.id], ACROSS_PROCESSES_MS);
      expect(shown(lateSeen, bob.id)).toBe(false);
      expect(shown(seen, bob.id)).toBe(false);
      late.disconnect();
    }
  });

  it("counts a player's friend requests once across both processes", async () => {
    const spammer = await playerOfBoth();
    const targets = await Promise.all(
      Array.from({ length: FRIEND_REQUEST_RATE.capacity + 2 }, () => playerOfBoth()),
    );
    const codes: number[] = [];
    for (const [index, target] of targets.entries()) {
      const app = (index % 2 === 0 ? first : second).app;
      codes.push((await social.send(app, spammer, target.id)).statusCode);
    }
    expect(codes.filter((code) => code === 201)).toHaveLength(FRIEND_REQUEST_RATE.capacity);
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
  });
});
