import { describe, expect, it } from "vitest";
import { FRIEND_REQUEST_RATE } from "@scrims/shared/friends/friends.schema";
import { buildUserOfBoth } from "@/test/factories";
import { socketTestApp } from "@/test/listen";
import { social } from "@/test/social";
import { waitFor } from "@/test/wait-for";

// Two app processes sharing Redis (runs only when REDIS_URL is set): presence and the per-user
// limits hold across them.
const redisUrl = process.env.REDIS_URL ?? "";
const first = await socketTestApp({ REDIS_URL: redisUrl });
const second = await socketTestApp({ REDIS_URL: redisUrl });
const playerOfBoth = () => buildUserOfBoth(first.app, second.app);

type Presence = { userId: string; online: boolean };

describe("social features across two processes", () => {
  it("shows a player online while a socket of theirs is open on either process", async () => {
    const alice = await playerOfBoth();
    const bob = await playerOfBoth();
    const bobThere = await second.connect(bob);
    const watcher = await first.connect(alice);
    const seen: Presence[] = [];
    watcher.on("presence", (payload: Presence) => seen.push(payload));

    await watcher.timeout(10_000).emitWithAck("watch_presence", { userIds: [bob.id] });
    expect(seen).toEqual([{ userId: bob.id, online: true }]);

    const bobHere = await first.connect(bob);
    bobThere.disconnect();
    await watcher.timeout(10_000).emitWithAck("watch_presence", { userIds: [bob.id] });
    expect(seen.at(-1)).toEqual({ userId: bob.id, online: true });
    bobHere.disconnect();
    await waitFor(() => seen.at(-1)?.online === false, "bob offline");

    await second.connect(bob);
    await waitFor(() => seen.at(-1)?.online === true, "bob online again, from the other process");
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
