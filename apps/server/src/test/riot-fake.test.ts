import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startRiotFake, type RiotFake } from "./riot-fake";

// The fake is a test double of Riot: these check it answers as Riot documents, so tests built on
// it mean something.

let fake: RiotFake;
beforeAll(async () => {
  fake = await startRiotFake({ apiKey: "RGAPI-test" });
});
afterAll(async () => {
  await fake.close();
});

const get = (path: string, token: string | null = "RGAPI-test") =>
  fetch(`${fake.url}${path}`, { headers: token ? { "X-Riot-Token": token } : {} });
const post = (path: string, body: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { "X-Riot-Token": "RGAPI-test", "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("Riot fake", () => {
  it("answers account, summoner and league by Riot ID then PUUID, with rate-limit headers", async () => {
    const puuid = fake.seedAccount({
      gameName: "Fake Top",
      tagLine: "EUW",
      platform: "euw1",
      profileIconId: 777,
      summonerLevel: 99,
      ranks: [{ queueType: "RANKED_SOLO_5x5", tier: "GOLD", rank: "II" }],
    });
    const account = await get("/riot/account/v1/accounts/by-riot-id/fake%20top/euw");
    expect(await account.json()).toEqual({ puuid, gameName: "Fake Top", tagLine: "EUW" });
    expect(account.headers.get("x-app-rate-limit")).toMatch(/^\d+:\d+/);
    expect(account.headers.get("x-app-rate-limit-count")).toMatch(/^1:/);

    const summoner = await get(`/euw1/lol/summoner/v4/summoners/by-puuid/${puuid}`);
    expect(await summoner.json()).toMatchObject({ puuid, profileIconId: 777, summonerLevel: 99 });
    // A summoner lives on one platform.
    expect((await get(`/na1/lol/summoner/v4/summoners/by-puuid/${puuid}`)).status).toBe(404);

    const league = await get(`/euw1/lol/league/v4/entries/by-puuid/${puuid}`);
    expect(await league.json()).toEqual([
      expect.objectContaining({ queueType: "RANKED_SOLO_5x5", tier: "GOLD", rank: "II", puuid }),
    ]);
  });

  it("refuses a missing key with 401 and a wrong one with 403, in Riot's error shape", async () => {
    const missing = await get("/riot/account/v1/accounts/by-riot-id/a/b", null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ status: { message: "Unauthorized", status_code: 401 } });
    const wrong = await get("/riot/account/v1/accounts/by-riot-id/a/b", "RGAPI-wrong");
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ status: { message: "Forbidden", status_code: 403 } });
  });

  it("answers 429 with Retry-After past its own rate limit, and injected faults on request", async () => {
    fake.setRateLimits({ app: "2:60" });
    const path = "/riot/account/v1/accounts/by-riot-id/nobody/none";
    expect((await get(path)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
    const limited = await get(path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-rate-limit-type")).toBe("application");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    fake.setRateLimits({ app: "500:10" });

    fake.failNext(1, 503);
    const failed = await get(path);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      status: { message: "Service unavailable", status_code: 503 },
    });
    expect((await get(path)).status).toBe(404);
  });

  it("runs the tournament flow and POSTs the result callback to the provider's URL", async () => {
    const received: unknown[] = [];
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        received.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`;

    const providerId = await (
      await post("/lol/tournament-stub/v5/providers", { region: "NA", url: callbackUrl })
    ).json();
    const tournamentId = await (
      await post("/lol/tournament-stub/v5/tournaments", { providerId, name: "week" })
    ).json();
    const settings = {
      allowedParticipants: ["p1", "p2"],
      metadata: "scrim-1",
      teamSize: 5,
      pickType: "TOURNAMENT_DRAFT",
      mapType: "SUMMONERS_RIFT",
      spectatorType: "LOBBYONLY",
      enoughPlayers: true,
    };
    const bad = await post(`/lol/tournament/v5/codes?tournamentId=${tournamentId}&count=1`, {
      ...settings,
      pickType: "FREE_FOR_ALL",
    });
    expect(bad.status).toBe(400);
    const [code] = (await (
      await post(`/lol/tournament/v5/codes?tournamentId=${tournamentId}&count=1`, settings)
    ).json()) as string[];
    expect(code).toMatch(/^NA/);
    expect(fake.codes.get(code ?? "")).toMatchObject({ metadata: "scrim-1", teamSize: 5 });
    expect((await get(`/lol/tournament/v5/games/by-code/${code}`)).status).toBe(404);

    fake.addLobbyEvent(code ?? "", "PlayerJoinedGameEvent", "p1");
    expect(await (await get(`/lol/tournament/v5/lobby-events/by-code/${code}`)).json()).toEqual({
      eventList: [expect.objectContaining({ eventType: "PlayerJoinedGameEvent", puuid: "p1" })],
    });

    expect(await fake.reportGame(code ?? "", { winningTeam: ["p1"], losingTeam: ["p2"] })).toBe(
      204,
    );
    expect(received).toEqual([
      expect.objectContaining({ shortCode: code, metaData: "scrim-1", gameMap: 11 }),
    ]);
    const games = await (await get(`/lol/tournament/v5/games/by-code/${code}`)).json();
    expect(games).toEqual([
      expect.objectContaining({ winningTeam: [{ puuid: "p1" }], losingTeam: [{ puuid: "p2" }] }),
    ]);
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it("takes a developer's or an e2e test's controls over HTTP: seed, list codes, report a game", async () => {
    const control = (path: string, body?: unknown) =>
      fetch(`${fake.url}/__fake${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const seeded = await control("/accounts", {
      gameName: "Control Mid",
      tagLine: "NA1",
      puuid: "cm",
    });
    expect(await seeded.json()).toEqual({ puuid: "cm" });
    expect((await get("/riot/account/v1/accounts/by-riot-id/Control%20Mid/NA1")).status).toBe(200);

    const providerId = await (
      await post("/lol/tournament/v5/providers", { region: "NA", url: "http://127.0.0.1:9/cb" })
    ).json();
    const tournamentId = await (
      await post("/lol/tournament/v5/tournaments", { providerId, name: "t" })
    ).json();
    const [code] = (await (
      await post(`/lol/tournament/v5/codes?tournamentId=${tournamentId}&count=1`, {
        teamSize: 5,
        pickType: "TOURNAMENT_DRAFT",
        mapType: "SUMMONERS_RIFT",
        spectatorType: "LOBBYONLY",
        enoughPlayers: true,
        allowedParticipants: ["cm"],
        metadata: "scrim-control",
      })
    ).json()) as string[];
    const listed = await (await control("/codes")).json();
    expect(listed).toContainEqual(
      expect.objectContaining({ code, metadata: "scrim-control", allowedParticipants: ["cm"] }),
    );

    const receiver = http.createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`;
    const reported = await control(`/codes/${code}/game`, {
      winningTeam: ["cm"],
      losingTeam: [],
      callbackUrl,
    });
    expect(await reported.json()).toEqual({ callbackStatus: 204 });
    expect((await get(`/lol/tournament/v5/games/by-code/${code}`)).status).toBe(200);
    expect((await control("/codes/nope/game", { winningTeam: [], losingTeam: [] })).status).toBe(
      404,
    );
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });
});
