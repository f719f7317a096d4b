// The production bundle (`node apps/server/dist/server.js`, made by `npm run build`) started with
// every optional part configured, each called through the running server. The other suites run
// the sources, where Node and Vitest load every package themselves: a part the bundler breaks
// (prom-client's exports once, issue 29) fails only here.
import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage } from "../../apps/server/src/test/images.ts";
import { followUntil } from "../../apps/server/src/test/oidc-provider.ts";
import { waitFor } from "../../apps/server/src/test/wait-for.ts";
import { freePort, root, serverCommand } from "../lib.mjs";
import { startOutsideServices } from "./outside-services.mjs";

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const adminEmail = "bundle-admin@example.test";
const HOUR_MS = 60 * 60_000;
/** The fields of a scrim's edit (PUT) kept as they are. */
const EDITABLE = [
  "title",
  "region",
  "isPrivate",
  "isWithCasters",
  "maxCastersAllowedCount",
  "lobbyName",
  "lobbyPassword",
  "useTournamentCode",
  "teamWon",
];

let services;
let server;
let output = "";

/** The server's answer to one request: status, headers and the body (JSON when it is). */
async function call(method, url, { token, body, form, headers = {} } = {}) {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    redirect: "manual",
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : form,
  });
  const text = await res.text();
  const isJson = res.headers.get("content-type")?.includes("application/json");
  return { status: res.status, headers: res.headers, text, json: isJson ? JSON.parse(text) : null };
}

/** A new player through local sign-in and registration; their Riot ID is known to the fake. */
async function signUp(name) {
  const email = `${name.toLowerCase().replace(/\W/g, "")}@example.test`;
  services.riot.seedAccount({ gameName: name, tagLine: "NA1", platform: "na1", summonerLevel: 77 });
  const login = await call("POST", "/api/auth/dev-login", { body: { email } });
  expect(login.status, login.text).toBe(200);
  return register(login.json.token, name);
}

async function register(token, name) {
  const res = await call("POST", "/api/auth/register", {
    token,
    body: {
      name,
      summonerTagline: "NA1",
      region: "NA",
      discord: name.toLowerCase().replace(/\W/g, "_"),
      rank: "Gold 2",
      canSendEmailsToUser: true,
    },
  });
  expect(res.status, res.text).toBe(200);
  return { token: res.json.token, id: res.json.user._id, email: res.json.user.email };
}

beforeAll(async () => {
  services = await startOutsideServices(baseUrl);
  const { args, cwd } = serverCommand;
  server = spawn(process.execPath, args, {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      WEB_DIST_DIR: `${root}/apps/web/dist`,
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: adminEmail,
      SCHEDULER_INTERVAL_MS: "200",
      ...services.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  await waitFor(
    async () => {
      if (server.exitCode !== null) {
        throw new Error(`the built server exited with ${server.exitCode}:\n${output}`);
      }
      return (await call("GET", "/api/health/live").catch(() => ({ status: 0 }))).status === 200;
    },
    "the built server to answer",
    60_000,
  );
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await services?.close();
});

describe("the built server with every optional part configured", () => {
  let admin;
  let player;
  /** The scrim the admin creates (its DTO). */
  let scrim;

  it("is ready: database, Redis and migrations answer", async () => {
    const res = await call("GET", "/api/health/ready");
    expect(res.status, res.text).toBe(200);
    expect(res.json.checks).toMatchObject({
      database: { status: "ok" },
      redis: { status: "ok" },
      migrations: { status: "ok" },
    });
  });

  it("serves Prometheus metrics to the token only", async () => {
    expect((await call("GET", "/metrics")).status).toBe(401);
    const res = await call("GET", "/metrics", { token: services.metricsToken });
    expect(res.status).toBe(200);
    expect(res.text).toContain('scrims_http_request_duration_seconds_count{method="GET"');
    expect(res.text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("serves the web app and the API docs", async () => {
    const page = await call("GET", "/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect((await call("GET", "/api/docs/json")).json.openapi).toMatch(/^3\./);
    const docs = await call("GET", "/api/docs/static/swagger-ui.css");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("content-type")).toContain("text/css");
  });

  it("signs in through the OpenID Connect provider and back", async () => {
    services.oidc.signInAs({ sub: "bundle-admin", email: adminEmail, email_verified: true });
    const start = await call("GET", "/api/auth/oidc/oidc/start");
    expect(start.status).toBe(302);
    const redirect = new URL(start.headers.get("location"));
    expect(redirect.origin).toBe(services.oidc.issuer);
    const back = await followUntil(redirect.href, `${baseUrl}/api/auth/oidc/oidc/callback`);
    const cookie = start.headers.getSetCookie()[0].split(";")[0];
    const completion = await call("GET", back.pathname + back.search, { headers: { cookie } });
    expect(completion.status, completion.text).toBe(302);
    const code = new URL(completion.headers.get("location"), baseUrl).searchParams.get("code");
    const session = await call("POST", "/api/auth/exchange", { body: { code } });
    expect(session.status, session.text).toBe(200);
    expect(session.json.user).toBeNull();
    admin = await register(session.json.token, "Bundle Admin");
    const me = await call("POST", "/api/auth/verify", { token: admin.token });
    expect(me.json.user).toMatchObject({ email: adminEmail, isAdmin: true });
  });

  it("looks summoners up at the Riot fake", async () => {
    player = await signUp("Bundle Player");
    const query = "gameName=Bundle%20Player&tagLine=NA1&region=NA";
    const res = await call("GET", `/api/riot/summoner?${query}`, { token: player.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ summonerLevel: 77, puuid: expect.any(String) });
    const version = await call("GET", "/api/riot/ddragon-version", { token: player.token });
    expect(version.json.version).toBe("15.23.1");
  });

  it("pushes with the configured VAPID key", async () => {
    const key = await call("GET", "/api/push/public-key", { token: player.token });
    expect(key.json.publicKey).toBe(services.vapidPublicKey);
    const device = services.push.subscribe();
    const { endpoint, keys } = device;
    const saved = await call("POST", "/api/push/subscriptions", {
      token: player.token,
      body: { endpoint, keys },
    });
    expect(saved.status, saved.text).toBe(201);
    const sent = await call("POST", `/api/friend-requests/send-request/${player.id}`, {
      token: admin.token,
    });
    expect(sent.status, sent.text).toBe(201);
    const push = await waitFor(
      () => services.push.received.find((p) => p.subscriptionId === device.id),
      "the friend request's push",
    );
    expect(push.vapidKey).toBe(services.vapidPublicKey);
    expect(services.push.refused).toEqual([]);
  });

  it("announces a new scrim on Discord, and to the hub's sockets through the Redis adapter", async () => {
    const webhook = services.discord.webhookUrl("1234567890", "bundle-token");
    const saved = await call("PUT", "/api/admin/discord-webhooks/NA", {
      token: admin.token,
      body: { url: webhook },
    });
    expect(saved.status, saved.text).toBe(200);

    const published = [];
    const subscriber = new Redis(services.redisUrl);
    const socket = io(baseUrl, { auth: { token: player.token }, transports: ["websocket"] });
    try {
      await subscriber.psubscribe("socket.io#*");
      subscriber.on("pmessageBuffer", (_pattern, _channel, message) => published.push(message));
      expect(await socket.emitWithAck("join_region_hub", { region: "NA" })).toEqual({ ok: true });
      const upserts = [];
      socket.on("getScrimTransaction", (event) => upserts.push(event));

      const created = await call("POST", "/api/scrims", {
        token: admin.token,
        body: {
          title: "Bundle night",
          region: "NA",
          gameStartTime: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
        },
      });
      expect(created.status, created.text).toBe(200);
      scrim = created.json;
      const scrimId = scrim._id;

      await waitFor(() => upserts.some((e) => e.scrim?._id === scrimId), "the hub's upsert");
      // The adapter sent the room's broadcast over Redis, as it does for every process.
      expect(published.some((message) => message.includes(scrimId))).toBe(true);
      const post = await waitFor(
        () => services.discord.requests.find((r) => JSON.stringify(r.body).includes("Bundle")),
        "the Discord announcement",
      );
      expect(post.path).toBe("/api/webhooks/1234567890/bundle-token");
    } finally {
      socket.disconnect();
      subscriber.disconnect();
    }
  });

  it("stores a post-game image in the S3 bucket", async () => {
    const res = await call("PATCH", `/api/scrims/${scrim._id}/add-image`, {
      token: admin.token,
      body: { base64: (await pngImage(64, 48)).toString("base64") },
    });
    expect(res.status, res.text).toBe(200);
    const { location } = res.json.postGameImage;
    expect(location.startsWith(`${services.s3.endpoint}/${services.s3.bucket}/`)).toBe(true);
    const object = await fetch(location);
    expect(object.status).toBe(200);
    expect(object.headers.get("content-type")).toBe("image/png");
  });

  it("mails the reminder over SMTP, and its one-click unsubscribe works", async () => {
    const seated = await call("PATCH", `/api/scrims/${scrim._id}/insert-player/${player.id}`, {
      token: player.token,
      body: { playerData: { role: "Mid", team: { name: "teamOne" } } },
    });
    expect(seated.status, seated.text).toBe(200);
    // The start moves so that the 1-hour reminder of the seated player is due in a second.
    const moved = await call("PUT", `/api/scrims/${scrim._id}`, {
      token: admin.token,
      body: {
        ...Object.fromEntries(EDITABLE.map((field) => [field, scrim[field]])),
        lobbyHost: null,
        gameStartTime: new Date(Date.now() + HOUR_MS + 1_000).toISOString(),
      },
    });
    expect(moved.status, moved.text).toBe(200);
    const mail = await waitFor(
      () => services.smtp.received.find((m) => m.to.includes(player.email)),
      "the 1-hour reminder",
    );
    expect(mail.parsed.subject).toBe("Reminder: Bundle night starts in one hour");
    const header = mail.parsed.headerLines.find((line) => line.key === "list-unsubscribe");
    const unsubscribe = new URL(/<([^>]+)>/.exec(header.line)[1]);
    expect(unsubscribe.origin).toBe(baseUrl);
    // One click, as a mail app sends it (RFC 8058).
    const res = await call("POST", unsubscribe.pathname + unsubscribe.search, {
      form: "List-Unsubscribe=One-Click",
    });
    expect(res.status, res.text).toBe(204);
  });
});
