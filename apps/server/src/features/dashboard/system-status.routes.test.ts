import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SystemStatusDto } from "@scrims/shared/dashboard/dashboard.schema";
import type { App } from "@/app";
import { buildTestApp, injectAs } from "@/test/app";
import { buildAdmin, buildUser, loadUserRow, uniqueTag, type TestUser } from "@/test/factories";
import { socketTestApp, type SocketTestApp } from "@/test/listen";
import { get } from "@/test/requests";
import { startRiotFake, type RiotFake } from "@/test/riot-fake";
import { waitFor } from "@/test/wait-for";

// The services behind the dashboard's System Status panel, each a real one: the app's database,
// Socket.IO clients, the local Riot fake (driven through its /__fake controls, as a developer
// would) and a local SMTP server.

let fake: RiotFake;
beforeAll(async () => {
  fake = await startRiotFake({ apiKey: "RGAPI-status-test" });
});
afterAll(async () => {
  await fake.close();
});

async function systemStatus(app: App, admin: TestUser): Promise<SystemStatusDto["services"]> {
  const res = await injectAs(app, admin, get("/api/admin/dashboard/system-status"));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SystemStatusDto).services;
}

/** Asks the fake to answer the next `count` Riot calls with `status`. */
async function failNext(count: number, status: number) {
  const res = await fetch(`${fake.url}/__fake/fail-next`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ count, status }),
  });
  expect(res.status).toBe(200);
}

describe("database and sockets", () => {
  let server: SocketTestApp;
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    server = await socketTestApp();
    app = server.app;
    admin = await buildAdmin(app);
  });

  it("answers the database's latency and the open socket count", async () => {
    const first = await buildUser(app, { lastSeenAt: null });
    await server.connect(first);
    const second = await server.connect(await buildUser(app));

    const services = await systemStatus(app, admin);
    expect(services.database).toEqual({ status: "operational", latency: expect.any(Number) });
    expect(services.database.latency).toBeGreaterThanOrEqual(0);
    expect(services.websocket).toEqual({ status: "operational", connections: 2 });
    expect(services.emailService).toEqual({ status: "inactive" });
    // Connecting counts as being seen (the dashboard's "active today").
    expect((await loadUserRow(app, first.id))?.lastSeenAt).not.toBeNull();

    second.disconnect();
    await waitFor(
      async () => (await systemStatus(app, admin)).websocket.connections === 1,
      "the closed socket to leave the count",
    );
  });
});

describe("Riot API status from the Riot client's recent calls", () => {
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({
      RIOT_API_KEY: fake.apiKey,
      RIOT_API_BASE_URL: `${fake.url}/{host}`,
    });
    admin = await buildAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A summoner lookup through the app (a new Riot ID each time: lookups are cached). */
  async function lookUpSummoner() {
    const gameName = `Status ${uniqueTag().slice(0, 8)}`;
    fake.seedAccount({ gameName, tagLine: "NA1", platform: "na1" });
    const query = new URLSearchParams({ gameName, tagLine: "NA1", region: "NA" });
    const res = await injectAs(app, admin, get(`/api/riot/summoner?${query}`));
    expect(res.statusCode, res.body).toBe(200);
  }

  it("is operational before any call and after calls that worked", async () => {
    expect((await systemStatus(app, admin)).riotApi).toEqual({ status: "operational" });
    await lookUpSummoner();
    expect((await systemStatus(app, admin)).riotApi).toEqual({ status: "operational" });
  });

  it("warns after Riot answered 429, even once the retry went through", async () => {
    await failNext(1, 429);
    await lookUpSummoner();
    expect(fake.calls.some((call) => call.status === 429)).toBe(true);
    expect((await systemStatus(app, admin)).riotApi).toEqual({ status: "warning" });
  });

  it("is an error while Riot fails, and a warning once it answers again", async () => {
    // Every attempt of one call (the first and its two retries) answers 503.
    await failNext(3, 503);
    await lookUpSummoner();
    expect((await systemStatus(app, admin)).riotApi).toEqual({ status: "error" });

    await lookUpSummoner();
    expect((await systemStatus(app, admin)).riotApi).toEqual({ status: "warning" });
  });
});

describe("without a Riot key, with an SMTP server", () => {
  let smtp: SMTPServer;
  let app: App;
  let admin: TestUser;
  beforeAll(async () => {
    smtp = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS"], logger: false });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    admin = await buildAdmin(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("shows Riot inactive and mail operational while its server greets, error once it is gone", async () => {
    expect(await systemStatus(app, admin)).toMatchObject({
      riotApi: { status: "inactive" },
      emailService: { status: "operational" },
    });

    await new Promise<void>((resolve) => smtp.close(resolve));

    expect((await systemStatus(app, admin)).emailService).toEqual({ status: "error" });
  });
});
