import { afterAll, describe, expect, inject, it } from "vitest";
import { buildTestApp, injectAs } from "@/test/app";
import { buildAdmin, buildScrim, buildUserOfBoth } from "@/test/factories";
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
