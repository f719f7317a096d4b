import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { waitFor } from "@/test/wait-for";
import { MemoryPresenceStore, RedisPresenceStore, type PresenceChange } from "./presence-store";

// The presence count itself (runs only when REDIS_URL is set): two stores on two connections
// stand for two processes. Whatever order a socket leaving and another arriving reach Redis in,
// the count ends right, and the flips it announces carry versions that order them.
const redisUrl = process.env.REDIS_URL ?? "";
const clients = [new Redis(redisUrl), new Redis(redisUrl)];
afterAll(() => Promise.all(clients.map((client) => client.quit())));
const [here, there] = clients.map((client) => new RedisPresenceStore(client, 60_000));

/** What watchers end up showing: the flip of the highest version. */
const lastFlip = (changes: PresenceChange[]) =>
  changes
    .filter((change) => change.changed)
    .sort((a, b) => a.version - b.version)
    .at(-1);

describe("presence store", () => {
  it("a socket leaving one process while another arrives on the other leaves the user online", async () => {
    for (let round = 0; round < 20; round += 1) {
      const userId = randomUUID();
      const first = await here!.add(userId, "old");
      expect(first).toMatchObject({ online: true, changed: true });
      const changes = await Promise.all([here!.remove(userId, "old"), there!.add(userId, "new")]);
      expect((await here!.states([userId])).get(userId)?.online).toBe(true);
      // Either no flip at all, or offline then online: the later version is online.
      expect(lastFlip([first, ...changes])?.online).toBe(true);

      const last = await Promise.all([there!.remove(userId, "new"), here!.remove(userId, "old")]);
      expect((await there!.states([userId])).get(userId)?.online).toBe(false);
      expect(lastFlip([first, ...changes, ...last])?.online).toBe(false);
    }
  });

  it("counts the same socket once, and a socket that was never added changes nothing", async () => {
    const userId = randomUUID();
    await here!.add(userId, "a");
    expect(await there!.add(userId, "a")).toMatchObject({ online: true, changed: false });
    expect(await there!.remove(userId, "ghost")).toMatchObject({ online: true, changed: false });
    expect(await here!.remove(userId, "a")).toMatchObject({ online: false, changed: true });
  });

  it("stops counting the sockets of a process that stopped renewing them", async () => {
    const shortLived = new RedisPresenceStore(clients[0]!, 200);
    const userId = randomUUID();
    await shortLived.add(userId, "of-a-dead-process");
    await waitFor(
      async () => (await here!.states([userId])).get(userId)?.online === false,
      "the lease to lapse",
    );
  });

  it("the in-memory store of one process counts the same way", async () => {
    const store = new MemoryPresenceStore();
    const userId = randomUUID();
    const first = await store.add(userId, "old");
    const changes = [await store.remove(userId, "old"), await store.add(userId, "new")];
    expect(lastFlip([first, ...changes])?.online).toBe(true);
    expect(await store.add(userId, "new")).toMatchObject({ changed: false });
    const last = await store.remove(userId, "new");
    expect(lastFlip([first, ...changes, last])?.online).toBe(false);
  });
});
