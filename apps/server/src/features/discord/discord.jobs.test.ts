import { afterAll, describe, expect, it } from "vitest";
import { scrimStartJob } from "@/features/scrims/scrims.jobs";
import { injectAs, testApp } from "@/test/app";
import { markCheckedIn } from "@/test/attendance";
import {
  ALL_SEATS,
  addToWaitlist,
  buildAdmin,
  buildPlayedScrim,
  buildUser,
  buildUsers,
  seatPlayers,
} from "@/test/factories";
import { startDiscordFake, type DiscordRequest } from "@/test/discord-fake";
import { loadJob } from "@/test/jobs";
import {
  createScrimThroughApi,
  lobbyRequests,
  scrimEditOf,
  scrimRequests,
} from "@/test/scrim-requests";
import { social } from "@/test/social";
import { HOUR, ago, fromNow, passMoment } from "@/test/time";
import { announcementKey, discordAnnounceJob } from "./discord.jobs";

// Announcements against a real local HTTP server speaking Discord's execute-webhook endpoint:
// the payload (method, path, JSON shape), once per scrim and kind, Discord's rate limits (429
// with retry_after, X-RateLimit-Remaining 0), and a deleted webhook (404) switched off with the
// admins told.

const discord = await startDiscordFake();
afterAll(() => discord.close());
const app = await testApp(
  { DISCORD_API_BASE_URL: discord.apiBaseUrl, PUBLIC_URL: "https://scrims.test" },
  { jobHandlers: [discordAnnounceJob, scrimStartJob], ownDatabase: true },
);
const admin = await buildAdmin(app);

let webhookId = 1000;
/** Sets a new webhook for the region; answers its id. */
async function setWebhook(region: string): Promise<string> {
  webhookId += 1;
  const id = String(webhookId);
  const res = await injectAs(app, admin, {
    method: "PUT",
    url: `/api/admin/discord-webhooks/${region}`,
    payload: { url: discord.webhookUrl(id, `token-${id}`) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const postsTo = (id: string) =>
  discord.requests.filter((request) => request.path.startsWith(`/api/webhooks/${id}/`));

type Embed = {
  title: string;
  url: string;
  description: string;
  fields: { name: string; value: string }[];
};
const embedOf = (request: DiscordRequest) => (request.body as { embeds: Embed[] }).embeds[0]!;

const createScrim = (region: string, title: string, isPrivate = false, start = fromNow(2 * HOUR)) =>
  createScrimThroughApi(app, admin, { title, start, region, isPrivate });

describe("Discord announcements", () => {
  it("post a new public scrim once, as an embed with the link, region and start", async () => {
    const id = await setWebhook("EUW");
    const scrim = await createScrim("EUW", "Friday **scrim** @everyone");
    await createScrim("EUW", "Members only", true);
    await createScrim("LAN", "No webhook in LAN");
    await app.scheduler.runDue();
    await app.scheduler.runDue();

    const posts = postsTo(id);
    expect(posts).toHaveLength(1);
    const [post] = posts as [DiscordRequest];
    expect(post.method).toBe("POST");
    expect(post.path).toBe(`/api/webhooks/${id}/token-${id}`);
    expect(post.contentType).toMatch(/^application\/json/);
    expect((post.body as { allowed_mentions: unknown }).allowed_mentions).toEqual({ parse: [] });
    const embed = embedOf(post);
    const unix = Math.floor(new Date(scrim.gameStartTime).getTime() / 1000);
    expect(embed).toMatchObject({
      title: "Friday **scrim** @everyone",
      url: `https://scrims.test/scrims/${scrim._id}`,
    });
    expect(embed.fields).toContainEqual(expect.objectContaining({ name: "Region", value: "EUW" }));
    expect(embed.fields).toContainEqual(
      expect.objectContaining({ name: "Start", value: expect.stringContaining(`<t:${unix}:F>`) }),
    );
    expect(embed.fields).toContainEqual(
      expect.objectContaining({ name: "Teams", value: expect.stringContaining("10 spots left") }),
    );
    expect((await loadJob(app, announcementKey(scrim._id, "new-scrim")))?.status).toBe("done");
  });

  it('post "2 spots left" once, when the eighth seat is taken, with the average rank', async () => {
    const id = await setWebhook("EUNE");
    const scrim = await createScrim("EUNE", "Almost full");
    await seatPlayers(
      app,
      scrim._id,
      [
        { team: "teamOne", role: "Top" },
        { team: "teamOne", role: "Jungle" },
        { team: "teamOne", role: "Mid" },
        { team: "teamOne", role: "ADC" },
        { team: "teamTwo", role: "Top" },
        { team: "teamTwo", role: "Jungle" },
        { team: "teamTwo", role: "Mid" },
      ],
      "EUNE",
    );
    await app.scheduler.runDue();
    const eighth = await buildUser(app, { region: "EUNE" });
    const ninth = await buildUser(app, { region: "EUNE" });
    const join = (user: typeof eighth, team: "teamOne" | "teamTwo", role: "Support" | "ADC") =>
      injectAs(app, user, lobbyRequests.insertPlayer(scrim._id, user.id, team, role));
    expect((await join(eighth, "teamOne", "Support")).statusCode).toBe(200);
    await app.scheduler.runDue();
    // Back and forth around eight seats: no second post.
    expect((await join(ninth, "teamTwo", "ADC")).statusCode).toBe(200);
    const leave = await injectAs(app, ninth, lobbyRequests.removePlayer(scrim._id, ninth.id));
    expect(leave.statusCode).toBe(200);
    await app.scheduler.runDue();

    const spots = postsTo(id).filter((post) => embedOf(post).description.includes("spots left"));
    expect(spots).toHaveLength(1);
    const embed = embedOf(spots[0]!);
    expect(embed.description).toBe("2 spots left! 8 of 10 seats are taken.");
    expect(embed.fields).toContainEqual({ name: "Average rank", value: "Gold 2", inline: true });
  });

  it('post "2 spots left" when the start sweep leaves eight seated, not when substitutes refill', async () => {
    const id = await setWebhook("NA");
    const players = [
      await buildUsers(app, 10, { region: "NA" }),
      await buildUsers(app, 10, { region: "NA" }),
    ];
    const substitutes = await buildUsers(app, 2);
    const start = fromNow(3000);
    const swept = await createScrim("NA", "Two no-shows", false, start);
    const refilled = await createScrim("NA", "Two no-shows, two substitutes", false, start);
    for (const [index, scrim] of [swept, refilled].entries()) {
      // Ten seated from before the window (written behind the API: no change reached eight
      // seats), eight check in.
      const seats = await seatPlayers(
        app,
        scrim._id,
        ALL_SEATS.map((seat, i) => ({ ...seat, user: players[index]![i]!, seatedAt: ago(HOUR) })),
        "NA",
      );
      for (const seat of seats.filter((s) => s.role !== "Support")) {
        await markCheckedIn(app, scrim._id, seat.user.id);
      }
    }
    await addToWaitlist(app, refilled._id, [
      { user: substitutes[0]!, roles: ["Support"] },
      { user: substitutes[1]!, roles: ["Support"] },
    ]);
    await app.scheduler.runDue();
    const spotsLeft = (title: string) =>
      postsTo(id).filter(
        (post) => embedOf(post).title === title && embedOf(post).description.includes("spots left"),
      );
    expect(spotsLeft("Two no-shows")).toHaveLength(0);

    // The start job: the sweep frees both Support seats; in one scrim the waitlist takes them.
    await passMoment(start);
    await app.scheduler.runDue();
    await app.scheduler.runDue();

    const [post, ...more] = spotsLeft("Two no-shows");
    expect(more).toHaveLength(0);
    expect(embedOf(post!).description).toBe("2 spots left! 8 of 10 seats are taken.");
    expect((await loadJob(app, announcementKey(swept._id, "spots-left")))?.status).toBe("done");
    expect(spotsLeft("Two no-shows, two substitutes")).toHaveLength(0);
    expect(await loadJob(app, announcementKey(refilled._id, "spots-left"))).toBeUndefined();
  });

  it("post the result once the winner is set", async () => {
    const id = await setWebhook("OCE");
    const { scrim } = await buildPlayedScrim(app, {
      overrides: { region: "OCE", title: "Played" },
    });
    const res = await injectAs(
      app,
      admin,
      scrimRequests.edit(scrim.id, scrimEditOf(scrim, { teamWon: "teamTwo" })),
    );
    expect(res.statusCode, res.body).toBe(200);
    await app.scheduler.runDue();
    const results = postsTo(id).filter((post) => embedOf(post).description === "Team Two won.");
    expect(results).toHaveLength(1);
    expect(embedOf(results[0]!).fields).toContainEqual({
      name: "Winner",
      value: "Team Two",
      inline: true,
    });
  });

  it("wait out a 429's retry_after and an exhausted bucket's reset before posting again", async () => {
    const id = await setWebhook("NA");
    discord.answerNext(
      {
        status: 429,
        body: { message: "You are being rate limited.", retry_after: 0.6, global: false },
        headers: { "retry-after": "1" },
      },
      { status: 204, headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": "0.8" } },
    );
    await createScrim("NA", "Rate limited one");
    await app.scheduler.runDue();
    await createScrim("NA", "Rate limited two");
    await app.scheduler.runDue();

    const posts = postsTo(id);
    expect(posts.map((post) => embedOf(post).title)).toEqual([
      "Rate limited one",
      "Rate limited one",
      "Rate limited two",
    ]);
    const [limited, accepted, next] = posts as [DiscordRequest, DiscordRequest, DiscordRequest];
    expect(accepted.at - limited.at).toBeGreaterThanOrEqual(600);
    expect(next.at - accepted.at).toBeGreaterThanOrEqual(800);
  });

  it("switch off a webhook Discord answers 404 for, and tell the admins", async () => {
    const id = await setWebhook("LAN");
    discord.deleted.add(id);
    const scrim = await createScrim("LAN", "Nobody hears this");
    await app.scheduler.runDue();
    expect(postsTo(id)).toHaveLength(1);
    expect((await loadJob(app, announcementKey(scrim._id, "new-scrim")))?.status).toBe("done");

    const listed = await injectAs(app, admin, {
      method: "GET",
      url: "/api/admin/discord-webhooks",
    });
    const lan = listed
      .json<{ region: string; enabled: boolean; lastError: string; lastErrorAt: string }[]>()
      .find((row) => row.region === "LAN");
    expect(lan).toMatchObject({ enabled: false });
    expect(lan?.lastError).toBe("Discord answered 404 (Unknown Webhook)");
    expect(Date.now() - Date.parse(lan?.lastErrorAt ?? "")).toBeLessThan(60_000);
    const notices = await social.notifications(app, admin);
    expect(notices.map((notice) => notice.message)).toContainEqual(
      expect.stringContaining("Discord webhook of LAN was switched off"),
    );

    // Switched off: nothing more is posted there.
    await createScrim("LAN", "Still nobody");
    await app.scheduler.runDue();
    expect(postsTo(id)).toHaveLength(1);
  });
});
