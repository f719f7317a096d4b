import { afterAll, describe, expect, it } from "vitest";
import { injectAs, twoInstancesOnOneDatabase } from "@/test/app";
import { startDiscordFake } from "@/test/discord-fake";
import { buildAdmin } from "@/test/factories";
import { loadJob, raceSchedulers } from "@/test/jobs";
import { createScrimThroughApi } from "@/test/scrim-requests";
import { HOUR, fromNow } from "@/test/time";
import { waitFor } from "@/test/wait-for";
import { announcementKey, discordAnnounceJob } from "./discord.jobs";

// Runs only with DATABASE_URL (two processes share only a real PostgreSQL): two app instances on
// one database, both polling at once, post each new scrim exactly once.

const discord = await startDiscordFake();
afterAll(() => discord.close());
const apps = twoInstancesOnOneDatabase(
  { DISCORD_API_BASE_URL: discord.apiBaseUrl },
  { jobHandlers: [discordAnnounceJob] },
);

describe("Discord announcements with two app instances on one PostgreSQL", () => {
  it("post each new public scrim once", async () => {
    const [first, second] = [apps.first(), apps.second()];
    const admin = await buildAdmin(first);
    const put = await injectAs(second, admin, {
      method: "PUT",
      url: "/api/admin/discord-webhooks/NA",
      payload: { url: discord.webhookUrl("77", "two-instances") },
    });
    expect(put.statusCode, put.body).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const app = i % 2 === 0 ? first : second;
      const scrim = await createScrimThroughApi(app, admin, {
        title: `Twice ${i}`,
        start: fromNow(2 * HOUR),
      });
      ids.push(scrim._id);
    }
    await waitFor(async () => {
      await raceSchedulers(first, second);
      const jobs = await Promise.all(
        ids.map((id) => loadJob(first, announcementKey(id, "new-scrim"))),
      );
      return jobs.every((job) => job?.status === "done");
    }, "every announcement to be done");
    const titles = discord.requests
      .map((request) => (request.body as { embeds: { title: string }[] }).embeds[0]!.title)
      .sort();
    expect(titles).toEqual(["Twice 0", "Twice 1", "Twice 2", "Twice 3"]);
  });
});
