import { afterAll, describe, expect, inject, it } from "vitest";
import { buildTestApp, injectAs } from "@/test/app";
import { expectRefusal } from "@/test/assertions";
import { banWindow } from "@/test/bans";
import { buildAdmin, buildScrim, buildSession, buildUserOfBoth } from "@/test/factories";
import { authRequests, get, ownWrite, userRequests } from "@/test/requests";
import { lobbyRequests, scrimEditOf, scrimRequests } from "@/test/scrim-requests";
import { uniqueDay } from "@/test/time";
import { waitFor } from "@/test/wait-for";

// Two app processes on one PostgreSQL database sharing Redis (runs only when REDIS_URL is set;
// on PGlite each app has a database of its own, so there is nothing to share).
const redisUrl = process.env.REDIS_URL ?? "";
const shared = Boolean(inject("databaseUrl"));
const first = await buildTestApp({ REDIS_URL: redisUrl });
const second = await buildTestApp({ REDIS_URL: redisUrl });
afterAll(async () => {
  await first.close();
  await second.close();
});

type Card = { _id: string; title: string; teamOne: { _user: { _id: string } }[] };

describe.skipIf(!shared)("the hub lists kept by each process", () => {
  it("are dropped on every process when a scrim changes through another one", async () => {
    const day = uniqueDay();
    const admin = await buildAdmin(first);
    const viewer = await buildUserOfBoth(first, second);
    const player = await buildUserOfBoth(first, second);
    const counted = second.deps.hubList.invalidationsApplied;
    const scrim = await buildScrim(first, { gameStartTime: day.at(4) });
    await waitFor(
      () => second.deps.hubList.invalidationsApplied > counted,
      "the new scrim's invalidation",
    );
    const listOnSecond = async () => {
      const res = await injectAs(second, viewer, scrimRequests.list("NA", day));
      expect(res.statusCode).toBe(200);
      return res.json<Card[]>().find((card) => card._id === scrim.id);
    };
    // The second process keeps the list now.
    expect(await listOnSecond()).toMatchObject({ title: scrim.title, teamOne: [] });

    const applied = second.deps.hubList.invalidationsApplied;
    await injectAs(
      first,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { title: "Seen there" })),
    );
    await waitFor(
      () => second.deps.hubList.invalidationsApplied > applied,
      "the invalidation reaching the second process",
    );
    expect(await listOnSecond()).toMatchObject({ title: "Seen there" });

    const next = second.deps.hubList.invalidationsApplied;
    await injectAs(
      first,
      player,
      lobbyRequests.insertPlayer(scrim.id, player.id, "teamOne", "Jungle"),
    );
    await waitFor(() => second.deps.hubList.invalidationsApplied > next, "the join's invalidation");
    expect(await listOnSecond()).toMatchObject({ teamOne: [{ _user: { _id: player.id } }] });
  });
});

describe.skipIf(!shared)("the sessions kept by each process", () => {
  const read = get("/api/notifications");
  /** Runs `change` on the first process and waits until the second applied its invalidation. */
  async function changeOnFirst(change: () => Promise<{ statusCode: number }>, status: number) {
    const applied = second.deps.sessions.invalidationsApplied;
    expect((await change()).statusCode).toBe(status);
    await waitFor(
      () => second.deps.sessions.invalidationsApplied > applied,
      "the invalidation reaching the second process",
    );
  }

  it("refuse a token signed out through another process", async () => {
    const player = await buildUserOfBoth(first, second);
    const token = await buildSession(first, player);
    expect((await injectAs(second, token, read)).statusCode).toBe(200);
    await changeOnFirst(() => injectAs(first, token, authRequests.logout), 204);
    expectRefusal(await injectAs(second, token, read), 401, { code: "UNAUTHORIZED" });
  });

  it("refuse the sessions of an account deleted through another process", async () => {
    const player = await buildUserOfBoth(first, second);
    const [deleting, other] = [
      await buildSession(first, player),
      await buildSession(first, player),
    ];
    expect((await injectAs(second, other, read)).statusCode).toBe(200);
    await changeOnFirst(() => injectAs(first, deleting, authRequests.deleteAccount), 204);
    expectRefusal(await injectAs(second, other, read), 401, { code: "UNAUTHORIZED" });
  });

  it("refuse the writes of a player banned through another process, and take them once unbanned", async () => {
    const admin = await buildAdmin(first);
    const player = await buildUserOfBoth(first, second);
    const token = await buildSession(first, player);
    expect((await injectAs(second, token, ownWrite(player))).statusCode).toBe(200);
    await changeOnFirst(
      () =>
        injectAs(
          first,
          admin,
          userRequests.ban(player.id, { ...banWindow(-1, 2), reason: "Across" }),
        ),
      200,
    );
    expectRefusal(await injectAs(second, token, ownWrite(player)), 403, { code: "BANNED" });
    await changeOnFirst(() => injectAs(first, admin, userRequests.unban(player.id)), 200);
    expect((await injectAs(second, token, ownWrite(player))).statusCode).toBe(200);
  });

  it("follow admin rights taken through another process", async () => {
    const admin = await buildAdmin(first);
    const player = await buildUserOfBoth(first, second);
    const target = await buildUserOfBoth(first, second);
    await injectAs(first, admin, userRequests.setAdmin(player.id, true));
    const token = await buildSession(first, player);
    const adminWrite = userRequests.adminEdit(target.id, { rank: "Iron 1" });
    expect((await injectAs(second, token, adminWrite)).statusCode).toBe(200);
    await changeOnFirst(() => injectAs(first, admin, userRequests.setAdmin(player.id, false)), 200);
    expectRefusal(await injectAs(second, token, adminWrite), 403, { code: "FORBIDDEN" });
  });
});
