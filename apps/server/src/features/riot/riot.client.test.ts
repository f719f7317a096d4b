import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REGIONS } from "@scrims/shared/common/regions.constants";
import { startRiotFake, type RiotFake } from "@/test/riot-fake";
import {
  ACCOUNT_CLUSTER_BY_REGION,
  PLATFORM_BY_REGION,
  RiotApiError,
  createRiotClient,
  type RiotClientOptions,
  type TournamentCodeParameters,
} from "./riot.client";

// Every call against the local Riot fake, a real HTTP server: what reaches "Riot" is what counts.

let fake: RiotFake;
beforeAll(async () => {
  fake = await startRiotFake({ apiKey: "RGAPI-client-test" });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  fake.setRateLimits({ app: "500:10", method: "2000:60" });
});

/** A client whose base URL keeps the routing value visible to the fake (`/{host}`). */
const client = (options: RiotClientOptions = {}) =>
  createRiotClient({
    apiKey: fake.apiKey,
    baseUrl: `${fake.url}/{host}`,
    backoffMs: 10,
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<RiotApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RiotApiError);
  return error as RiotApiError;
}

describe("Riot client routing", () => {
  it.each(REGIONS)(
    "%s: account on the regional cluster, summoner and league on the platform",
    async (region) => {
      const puuid = fake.seedAccount({
        gameName: `Route ${region}`,
        tagLine: "T1",
        platform: PLATFORM_BY_REGION[region],
        summonerLevel: 30,
        ranks: [{ queueType: "RANKED_SOLO_5x5", tier: "SILVER", rank: "III" }],
      });
      const riot = client();

      const account = await riot.getAccountByRiotId(region, `Route ${region}`, "T1");
      const summoner = await riot.getSummonerByPuuid(region, account.puuid);
      const entries = await riot.getLeagueEntriesByPuuid(region, account.puuid);

      expect(account.puuid).toBe(puuid);
      expect(summoner.summonerLevel).toBe(30);
      expect(entries).toEqual([expect.objectContaining({ tier: "SILVER", rank: "III" })]);
      expect(fake.calls.map((c) => [c.host, c.path.split("/").slice(1, 4).join("/")])).toEqual([
        [ACCOUNT_CLUSTER_BY_REGION[region], "riot/account/v1"],
        [PLATFORM_BY_REGION[region], "lol/summoner/v4"],
        [PLATFORM_BY_REGION[region], "lol/league/v4"],
      ]);
    },
  );

  it("maps the five regions to Riot's hosts", () => {
    expect(PLATFORM_BY_REGION).toEqual({
      NA: "na1",
      EUW: "euw1",
      EUNE: "eun1",
      LAN: "la1",
      OCE: "oc1",
    });
    expect(ACCOUNT_CLUSTER_BY_REGION).toMatchObject({
      NA: "americas",
      EUW: "europe",
      LAN: "americas",
    });
  });

  it("sends the key in X-Riot-Token on every call, and makes no call without one", async () => {
    const puuid = fake.seedAccount({ gameName: "Keyed", tagLine: "NA1" });
    await client().getSummonerByPuuid("NA", puuid);
    await client().getLeagueEntriesByPuuid("NA", puuid);
    expect(fake.calls.map((c) => c.token)).toEqual([fake.apiKey, fake.apiKey]);

    const error = await failure(client({ apiKey: undefined }).getSummonerByPuuid("NA", puuid));
    expect(error.kind).toBe("no-key");
    expect(fake.calls).toHaveLength(2);
  });

  it("goes to the tournament-stub paths on americas when asked, and runs the code flow", async () => {
    const riot = client({ tournamentStub: true });
    const providerId = await riot.registerProvider("EUW", "http://127.0.0.1:9/api/riot/callback");
    const tournamentId = await riot.createTournament(providerId, "EUW week 48");
    const settings: Omit<TournamentCodeParameters, "tournamentId"> = {
      allowedParticipants: ["puuid-a", "puuid-b"],
      metadata: "scrim-42",
      teamSize: 5,
      pickType: "TOURNAMENT_DRAFT",
      mapType: "SUMMONERS_RIFT",
      spectatorType: "LOBBYONLY",
    };
    const [code] = await riot.createTournamentCodes({ tournamentId, ...settings });
    expect(fake.codes.get(code ?? "")).toMatchObject({ ...settings, enoughPlayers: true });
    expect(await riot.getGamesByCode(code ?? "")).toEqual([]);
    expect(await riot.getLobbyEvents(code ?? "")).toEqual([]);
    expect((await riot.getTournamentCode(code ?? "")).metaData).toBe("scrim-42");
    expect(fake.calls.every((c) => c.host === "americas")).toBe(true);
    expect(fake.calls.every((c) => c.path.startsWith("/lol/tournament-stub/v5/"))).toBe(true);

    const live = client();
    await live.getGamesByCode(code ?? "");
    expect(fake.calls.at(-1)?.path).toBe(`/lol/tournament/v5/games/by-code/${code}`);
  });
});

describe("Riot client failures", () => {
  it("waits out a 429's Retry-After, then asks again once", async () => {
    const puuid = fake.seedAccount({ gameName: "Patient", tagLine: "NA1", summonerLevel: 7 });
    fake.failNext(1, 429, 1);

    const summoner = await client().getSummonerByPuuid("NA", puuid);

    expect(summoner.summonerLevel).toBe(7);
    expect(fake.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it("gives up after repeated 429s instead of hammering", async () => {
    fake.failNext(3, 429, 1);
    const error = await failure(
      client({ maxRateLimitWaits: 2 }).getSummonerByPuuid("NA", "someone"),
    );
    expect(error).toMatchObject({ kind: "rate-limited", status: 429 });
    expect(fake.calls.map((c) => c.status)).toEqual([429, 429, 429]);
  });

  it("retries a 5xx with backoff and answers when Riot recovers", async () => {
    const puuid = fake.seedAccount({ gameName: "Recover", tagLine: "NA1" });
    fake.failNext(2, 503);
    await client({ maxRetries: 2 }).getSummonerByPuuid("NA", puuid);
    expect(fake.calls.map((c) => c.status)).toEqual([503, 503, 200]);
  });

  it("fails with Riot's status after the bounded retries", async () => {
    fake.failNext(5, 500);
    const error = await failure(client({ maxRetries: 2 }).getSummonerByPuuid("NA", "x"));
    expect(error).toMatchObject({ kind: "http", status: 500 });
    expect(fake.calls.map((c) => c.status)).toEqual([500, 500, 500]);
  });

  it("does not retry a 404 and says so", async () => {
    const error = await failure(client().getAccountByRiotId("NA", "Nobody Here", "NA1"));
    expect(error).toMatchObject({ kind: "http", status: 404 });
    expect(fake.calls).toHaveLength(1);
  });

  it("times out a call Riot never answers, and retries it", async () => {
    const puuid = fake.seedAccount({ gameName: "Slow", tagLine: "NA1" });
    fake.hangNext(1);
    const error = await failure(
      client({ timeoutMs: 200, maxRetries: 0 }).getSummonerByPuuid("NA", puuid),
    );
    expect(error.kind).toBe("timeout");

    fake.reset();
    fake.hangNext(1);
    await client({ timeoutMs: 200, maxRetries: 1 }).getSummonerByPuuid("NA", puuid);
    expect(fake.calls.map((c) => c.status)).toEqual([null, 200]);
  });

  it("keeps within the limits Riot's headers announce: queued calls, no 429", async () => {
    const puuid = fake.seedAccount({ gameName: "Busy", tagLine: "NA1" });
    fake.setRateLimits({ app: "3:1,100:120", method: "2000:60" });
    const riot = client();
    await riot.getSummonerByPuuid("NA", puuid); // Riot's headers teach the client the limits.

    await Promise.all(Array.from({ length: 6 }, () => riot.getSummonerByPuuid("NA", puuid)));

    expect(fake.calls).toHaveLength(7);
    expect(fake.calls.every((c) => c.status === 200)).toBe(true);
  });

  it("keeps within a method's own limit too", async () => {
    const puuid = fake.seedAccount({ gameName: "Method", tagLine: "NA1" });
    fake.setRateLimits({ app: "500:10", method: "2:1" });
    const riot = client();
    await riot.getLeagueEntriesByPuuid("NA", puuid);

    await Promise.all([
      ...Array.from({ length: 3 }, () => riot.getLeagueEntriesByPuuid("NA", puuid)),
      riot.getSummonerByPuuid("NA", puuid),
    ]);

    expect(fake.calls).toHaveLength(5);
    expect(fake.calls.every((c) => c.status === 200)).toBe(true);
  });
});
