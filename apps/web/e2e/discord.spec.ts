import http from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../../server/src/test/smtp";
import { uniqueSuffix } from "./pages/account-pages";
import { authHeaders, pageFor, signUpByApi, type ApiPlayer } from "./pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { ownServerForFile } from "./support/own-server";
import { expect, test } from "./support/test";

// Reach by Discord and email, on a server of its own whose Discord API is a local receiver and
// whose SMTP server is a local one: an admin sets a region's webhook in the dashboard and a new
// public scrim arrives there as an embed; a player's reminder email arrives and its unsubscribe
// link, opened in the browser, asks and turns reminders off on the player's click.

// Past the other specs' own servers: the dashboard's (+1), the tournament codes' (+2, +3), the
// pushes' (+4, +5) and the server status's (+8).
const base = Number(process.env.E2E_PORT ?? 3210);
const ownPort = base + 9;
const discordPort = base + 10;
const smtpPort = base + 11;
const ADMIN_EMAIL = "e2e-reach-admin@example.test";

type Received = { path: string; body: { embeds: { title: string; url: string }[] } };
const discordPosts: Received[] = [];
/** Webhook ids answering 404 Unknown Webhook. */
const deletedWebhooks = new Set(["404404"]);

let discord: http.Server;
let smtp: TestSmtpServer;
const own = ownServerForFile({
  port: ownPort,
  adminEmail: ADMIN_EMAIL,
  env: {
    SCHEDULER_INTERVAL_MS: "250",
    DISCORD_API_BASE_URL: `http://127.0.0.1:${discordPort}/api`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://127.0.0.1:${ownPort}`,
  },
  start: startReceivers,
  close: async () => {
    await smtp?.close();
    await new Promise((resolve) => discord?.close(resolve));
  },
});

/** The local Discord API and SMTP server, before the server that posts and mails to them. */
async function startReceivers(): Promise<void> {
  discord = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = /^\/api\/webhooks\/(\d+)\//.exec(req.url ?? "")?.[1] ?? "";
      if (deletedWebhooks.has(id)) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Unknown Webhook", code: 10015 }));
        return;
      }
      discordPosts.push({
        path: req.url ?? "",
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Received["body"],
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => discord.listen(discordPort, "127.0.0.1", resolve));
  smtp = await startSmtpServer(smtpPort);
}

test("an admin sets a Discord webhook in the dashboard and a new public scrim is announced there", async ({
  browser,
}) => {
  const admin = await signUpByApi(own.api, { email: ADMIN_EMAIL, name: "Reach Admin" });
  const page = await pageFor(browser, admin, { baseURL: own.server.baseUrl });
  await page.goto("/admin/dashboard");
  const panel = page.getByRole("region", { name: "Discord" });
  await expect(panel).toBeVisible();

  const na = panel.getByRole("form", { name: "Discord webhook of NA" });
  await expect(na.getByText("Not set")).toBeVisible();
  await na.getByLabel("Webhook URL").fill("https://example.com/not-discord");
  await na.getByRole("button", { name: "Save" }).click();
  await expect(na.getByText(/A Discord webhook URL looks like/)).toBeVisible();
  await na
    .getByLabel("Webhook URL")
    .fill(`http://127.0.0.1:${discordPort}/api/webhooks/1234567/e2e-secret-token`);
  await na.getByRole("button", { name: "Save" }).click();
  await expect(na.getByText("Enabled")).toBeVisible();
  await expect(
    na.getByText(`http://127.0.0.1:${discordPort}/api/webhooks/1234567/****`),
  ).toBeVisible();
  await expect(page.getByText("e2e-secret-token")).toHaveCount(0);

  const euw = panel.getByRole("form", { name: "Discord webhook of EUW" });
  await euw
    .getByLabel("Webhook URL")
    .fill(`http://127.0.0.1:${discordPort}/api/webhooks/404404/gone`);
  await euw.getByRole("button", { name: "Save" }).click();
  await expect(euw.getByText("Enabled")).toBeVisible();

  const title = `Announced ${uniqueSuffix()}`;
  const scrim = await createScrimByApi(own.api, admin, { title, region: "NA" });
  await createScrimByApi(own.api, admin, { region: "EUW" });
  await expect
    .poll(() => discordPosts.find((post) => post.body.embeds[0]?.title === title))
    .toBeTruthy();
  const post = discordPosts.find((p) => p.body.embeds[0]?.title === title)!;
  expect(post.path).toBe("/api/webhooks/1234567/e2e-secret-token");
  expect(post.body.embeds[0]?.url).toBe(`http://127.0.0.1:${ownPort}/scrims/${scrim._id}`);

  // The EUW webhook answered 404: switched off, its error on the dashboard.
  await expect
    .poll(async () => {
      const res = await own.api.get("/api/admin/discord-webhooks", { headers: authHeaders(admin) });
      const rows = (await res.json()) as { region: string; enabled: boolean }[];
      return rows.find((row) => row.region === "EUW")?.enabled;
    })
    .toBe(false);
  await page.reload();
  await expect(euw.getByText("Disabled")).toBeVisible();
  await expect(euw.getByText(/Discord answered 404 \(Unknown Webhook\)/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 2400 });
  await panel.screenshot({ path: "/work/shots/mail-discord-panel.png", animations: "disabled" });
  await saveScreenshot(page, "admin-dashboard-discord");
  await page.context().close();
});

/** A player who ticked the reminder emails at sign-up. */
async function consentingPlayer(request: APIRequestContext): Promise<ApiPlayer> {
  const suffix = uniqueSuffix();
  const email = `e2e-mail-${suffix}@example.test`;
  const login = await request.post("/api/auth/dev-login", { data: { email } });
  const { token } = (await login.json()) as { token: string };
  const name = `Mail ${suffix}`;
  const registered = await request.post("/api/auth/register", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      summonerTagline: "NA1",
      region: "NA",
      discord: `mail_${suffix}`,
      rank: "Gold 2",
      canSendEmailsToUser: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const body = (await registered.json()) as { token: string; user: { _id: string } };
  return { token: body.token, id: body.user._id, name, email };
}

test("a reminder email arrives and its unsubscribe link turns reminders off in the browser, once the player confirms", async ({
  browser,
}) => {
  const admin = await signUpByApi(own.api, { email: ADMIN_EMAIL, name: "Reach Admin" });
  const player = await consentingPlayer(own.api);
  // The hour-before reminder is due three seconds from now.
  const start = new Date(Date.now() + 60 * 60_000 + 3_000);
  const scrim = await createScrimByApi(own.api, admin, { gameStartTime: start.toISOString() });
  await seatPlayerByApi(own.api, scrim._id, player, "teamOne", "Mid");

  await expect
    .poll(() => smtp.received.find((mail) => mail.raw.includes(player.email)), { timeout: 30_000 })
    .toBeTruthy();
  const { raw } = smtp.received.find((mail) => mail.raw.includes(player.email))!;
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const link = /^List-Unsubscribe: +<([^>]+)>/m.exec(headers)?.[1];
  expect(link).toMatch(/\/api\/email\/unsubscribe\?token=/);

  const consent = async () => {
    const me = await own.api.post("/api/auth/verify", { headers: authHeaders(player) });
    return ((await me.json()) as { user: { canSendEmailsToUser: boolean } }).user
      .canSendEmailsToUser;
  };
  const page = await browser.newPage();
  // Opening the link (as a mail scanner would) asks first and changes nothing.
  await page.goto(link!);
  await expect(page).toHaveURL(/\/email\/unsubscribed\?token=/);
  await expect(page.getByRole("heading", { name: "Stop reminder emails?" })).toBeVisible();
  expect(await consent()).toBe(true);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByRole("heading", { name: "You will no longer receive reminder emails" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open settings" })).toBeVisible();
  await page.screenshot({ path: "/work/shots/mail-unsubscribed.png", fullPage: true });
  expect(await consent()).toBe(false);
  await page.close();
});
