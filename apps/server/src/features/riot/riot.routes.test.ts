import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { expectRefusal } from "@/test/assertions";
import { buildTestApp, injectAs } from "@/test/app";
import { buildIdentity, buildUser, type TestUser } from "@/test/factories";
import { startRiotFake, type RiotFake } from "@/test/riot-fake";

// Summoner data through the real app, with Riot played by the local fake (configured through the
// same variables as production).

let fake: RiotFake;
let app: App;
let player: TestUser;

beforeAll(async () => {
  fake = await startRiotFake({ apiKey: "RGAPI-routes-test" });
  app = await buildTestApp({
    RIOT_API_KEY: fake.apiKey,
    RIOT_API_BASE_URL: `${fake.url}/{host}`,
    DDRAGON_BASE_URL: fake.url,
  });
  player = await buildUser(app);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const summonerUrl = (gameName: string, tagLine: string, region: string) =>
  `/api/riot/summoner?${new URLSearchParams({ gameName, tagLine, region })}`;

/** The signed-in player looks a Riot ID up. */
const lookUp = (gameName: string, tagLine: string, region: string) =>
  injectAs(app, player, { method: "GET", url: summonerUrl(gameName, tagLine, region) });

const FALLBACK = { profileIconId: 29, summonerLevel: 0, rankedData: [], puuid: null };

describe("GET /api/riot/summoner", () => {
  it("answers icon, level, ranks and PUUID from Riot's platform for the region", async () => {
    const puuid = fake.seedAccount({
      gameName: "Route Mid",
      tagLine: "EUW",
      platform: "euw1",
      profileIconId: 4568,
      summonerLevel: 321,
      ranks: [
        { queueType: "RANKED_SOLO_5x5", tier: "DIAMOND", rank: "II", leaguePoints: 75 },
        { queueType: "RANKED_FLEX_SR", tier: "GOLD", rank: "I" },
      ],
    });

    const res = await lookUp("Route Mid", "EUW", "EUW");

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      profileIconId: 4568,
      summonerLevel: 321,
      rankedData: [
        { queueType: "RANKED_SOLO_5x5", tier: "DIAMOND", rank: "II" },
        { queueType: "RANKED_FLEX_SR", tier: "GOLD", rank: "I" },
      ],
      puuid,
    });
    expect(fake.calls.map((c) => c.host).sort()).toEqual(["europe", "euw1", "euw1"]);
  });

  it("keeps an answer per summoner and region: the second ask does not reach Riot", async () => {
    fake.seedAccount({ gameName: "Cached One", tagLine: "NA1", platform: "na1", summonerLevel: 5 });
    const ask = (region: string) => lookUp("Cached One", "NA1", region);

    expect((await ask("NA")).json().summonerLevel).toBe(5);
    expect(fake.calls).toHaveLength(3);
    expect((await ask("NA")).json().summonerLevel).toBe(5);
    expect(fake.calls).toHaveLength(3);

    // Another region is another summoner (this one does not exist on EUNE).
    expect((await ask("EUNE")).json()).toEqual(FALLBACK);
    expect(fake.calls.length).toBeGreaterThan(3);
  });

  it("shares one Riot lookup between asks that arrive together", async () => {
    fake.seedAccount({ gameName: "Popular One", tagLine: "NA1", summonerLevel: 61 });
    const url = summonerUrl("Popular One", "NA1", "NA");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => injectAs(app, player, { method: "GET", url })),
    );
    expect(answers.map((res) => res.json().summonerLevel)).toEqual([61, 61, 61, 61]);
    expect(fake.calls).toHaveLength(3);
  });

  it("answers the fallback, not a 5xx, when Riot keeps failing", async () => {
    fake.seedAccount({ gameName: "Down Day", tagLine: "NA1" });
    fake.failNext(10, 500);
    const res = await lookUp("Down Day", "NA1", "NA");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FALLBACK);
  });

  it("waits out Riot's 429 and still answers the summoner", async () => {
    fake.seedAccount({ gameName: "Busy Night", tagLine: "NA1", summonerLevel: 44 });
    fake.failNext(1, 429, 1);
    const res = await lookUp("Busy Night", "NA1", "NA");
    expect(res.json()).toMatchObject({ summonerLevel: 44 });
    expect(fake.calls[0]?.status).toBe(429);
  });

  it("answers the fallback for a Riot ID Riot does not know", async () => {
    const res = await lookUp("Nobody Atall", "NA1", "NA");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FALLBACK);
  });

  it("refuses a tagline with '#' and a region it does not know, before asking Riot", async () => {
    const hash = await lookUp("Some One", "#NA1", "NA");
    expectRefusal(hash, 400, { code: "VALIDATION_FAILED" });
    expect(hash.json().error).toContain("Tagline should not include # symbol");

    const region = await lookUp("Some One", "NA1", "MARS");
    expect(region.statusCode).toBe(400);
    expect(fake.calls).toHaveLength(0);
  });

  it("is for registered players only", async () => {
    const url = summonerUrl("Some One", "NA1", "NA");
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const unregistered = await injectAs(app, await buildIdentity(app), { method: "GET", url });
    expectRefusal(unregistered, 403, { code: "REGISTRATION_REQUIRED" });
    expect((await app.inject({ method: "GET", url: "/api/riot/ddragon-version" })).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/riot/ddragon-version", () => {
  it("answers Data Dragon's newest version and keeps it", async () => {
    fake.setDdragonVersions(["15.24.1", "15.23.1"]);
    const first = await injectAs(app, player, { method: "GET", url: "/api/riot/ddragon-version" });
    expect(first.json()).toEqual({ version: "15.24.1" });
    fake.setDdragonVersions(["16.1.1"]);
    const second = await injectAs(app, player, { method: "GET", url: "/api/riot/ddragon-version" });
    expect(second.json()).toEqual({ version: "15.24.1" });
    expect(fake.callsTo("/api/versions.json")).toHaveLength(1);
  });
});

describe("without Riot", () => {
  let bare: App;
  let downFake: RiotFake;
  beforeAll(async () => {
    downFake = await startRiotFake();
    downFake.setDdragonVersions(null);
    bare = await buildTestApp({
      RIOT_API_BASE_URL: `${downFake.url}/{host}`,
      DDRAGON_BASE_URL: downFake.url,
    });
  });
  afterAll(async () => {
    await bare.close();
    await downFake.close();
  });

  it("answers the fallback summoner with no key, and asks nobody", async () => {
    downFake.seedAccount({ gameName: "Keyless", tagLine: "NA1", summonerLevel: 9 });
    const user = await buildUser(bare);
    const res = await injectAs(bare, user, {
      method: "GET",
      url: summonerUrl("Keyless", "NA1", "NA"),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FALLBACK);
    expect(downFake.calls).toHaveLength(0);
  });

  it("answers version 14.24.1 when Data Dragon fails", async () => {
    const user = await buildUser(bare);
    const res = await injectAs(bare, user, { method: "GET", url: "/api/riot/ddragon-version" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: "14.24.1" });
  });
});
