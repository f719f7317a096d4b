import { randomUUID } from "node:crypto";
import http from "node:http";
import { closeServer, listenOnLoopback } from "./local-server";

// A local stand-in for Riot's API: a real HTTP server speaking the documented paths and payloads
// (account-v1, summoner-v4, league-v4, tournament-v5 and tournament-stub-v5) plus Data Dragon's
// versions list, with controls for tests and for `npm run riot:fake`. It is a double of Riot, not
// of our code: it checks the API key, enforces rate limits and answers Riot-shaped errors.
// Self-contained on purpose (no `@/` imports), so a plain `node --import tsx` can start it.

/** A routing value as the first path segment (`/na1/lol/...`), when the base URL ends in `/{host}`. */
const ROUTING_VALUES = new Set([
  "americas",
  "europe",
  "asia",
  "sea",
  "na1",
  "euw1",
  "eun1",
  "la1",
  "la2",
  "oc1",
  "br1",
  "kr",
  "jp1",
  "tr1",
  "ru",
]);

const PICK_TYPES = ["BLIND_PICK", "DRAFT_MODE", "ALL_RANDOM", "TOURNAMENT_DRAFT"];
const MAP_TYPES = ["SUMMONERS_RIFT", "HOWLING_ABYSS"];
const SPECTATOR_TYPES = ["NONE", "LOBBYONLY", "ALL"];
const PROVIDER_REGIONS = [
  "BR",
  "EUNE",
  "EUW",
  "JP",
  "LAN",
  "LAS",
  "NA",
  "OCE",
  "PBE",
  "RU",
  "TR",
  "KR",
];

type FakeRank = {
  queueType: string;
  tier: string;
  rank: string;
  leaguePoints?: number;
  wins?: number;
  losses?: number;
};

type FakeAccountSeed = {
  gameName: string;
  tagLine: string;
  puuid?: string;
  /** Platform the summoner plays on (`na1`, `euw1`, ...); checked when the request names a host. */
  platform?: string;
  profileIconId?: number;
  summonerLevel?: number;
  ranks?: FakeRank[];
};

type Account = Required<Omit<FakeAccountSeed, "ranks">> & { ranks: FakeRank[] };

type RecordedCall = {
  method: string;
  /** Path without the routing prefix and query, e.g. `/lol/summoner/v4/summoners/by-puuid/x`. */
  path: string;
  /** Routing value from the path prefix (`na1`, `americas`), or null without one. */
  host: string | null;
  query: Record<string, string>;
  token: string | null;
  body: unknown;
  /** What the fake answered, or null for a request it left hanging. */
  status: number | null;
  at: number;
};

type FakeCode = {
  code: string;
  providerId: number;
  tournamentId: number;
  allowedParticipants: string[];
  metadata: string;
  teamSize: number;
  pickType: string;
  mapType: string;
  spectatorType: string;
  enoughPlayers: boolean;
  lobbyName: string;
  password: string;
  lobbyEvents: { timestamp: string; eventType: string; puuid: string }[];
  games: FakeGame[];
};

type FakeGame = {
  gameId: number;
  startTime: number;
  shortCode: string;
  metaData: string;
  gameName: string;
  gameType: string;
  gameMap: number;
  gameMode: string;
  region: string;
  winningTeam: { puuid: string }[];
  losingTeam: { puuid: string }[];
};

type Fault = { kind: "status"; status: number; retryAfter?: number } | { kind: "hang" };

type Limit = { count: number; seconds: number };

export type RiotFakeOptions = {
  /** The key requests must carry in X-Riot-Token. */
  apiKey?: string;
  port?: number;
  host?: string;
  /** Application limits as Riot writes them: `count:seconds,count:seconds`. */
  appRateLimit?: string;
  /** Limits per endpoint, same format. */
  methodRateLimit?: string;
};

export type RiotFake = {
  /** Origin of the fake, for RIOT_API_BASE_URL and DDRAGON_BASE_URL. */
  url: string;
  apiKey: string;
  /** Every request received, oldest first (Data Dragon ones included). */
  calls: RecordedCall[];
  providers: Map<number, { region: string; url: string }>;
  tournaments: Map<number, { name: string; providerId: number }>;
  codes: Map<string, FakeCode>;
  /** Adds an account with its summoner and ranked entries; returns the PUUID. */
  seedAccount: (seed: FakeAccountSeed) => string;
  /** The next `count` Riot calls answer `status` (429 with a Retry-After when given). */
  failNext: (count: number, status: number, retryAfterSeconds?: number) => void;
  /** The next `count` Riot calls get no answer at all (until the client gives up). */
  hangNext: (count: number) => void;
  /**
   * Every call to a path starting with `prefix` (routing prefix ignored) is answered `ms` late,
   * as a slow Riot does; 0 answers at once again.
   */
  setLatency: (prefix: string, ms: number) => void;
  setRateLimits: (limits: { app?: string; method?: string }) => void;
  setDdragonVersions: (versions: string[] | null) => void;
  addLobbyEvent: (code: string, eventType: string, puuid: string) => void;
  /**
   * Records a finished game for a code (the first team listed won) and POSTs Riot's callback to
   * the provider's URL, or to `callbackUrl`. Resolves with the callback's HTTP status.
   */
  reportGame: (
    code: string,
    result: { winningTeam: string[]; losingTeam: string[]; callbackUrl?: string },
  ) => Promise<number>;
  /** Calls made to a path starting with `prefix` (routing prefix ignored). */
  callsTo: (prefix: string) => RecordedCall[];
  reset: () => void;
  close: () => Promise<void>;
};

function parseLimits(value: string): Limit[] {
  return value
    .split(",")
    .map((pair) => pair.split(":").map(Number))
    .filter(([count, seconds]) => Number.isFinite(count) && Number.isFinite(seconds))
    .map(([count, seconds]) => ({ count: count ?? 0, seconds: seconds ?? 1 }));
}

function riotError(status: number, message: string) {
  return { status: { message, status_code: status } };
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Data not found",
  405: "Method not allowed",
  415: "Unsupported media type",
  429: "Rate limit exceeded",
  500: "Internal server error",
  502: "Bad gateway",
  503: "Service unavailable",
  504: "Gateway timeout",
};

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for("invalid-json");
  }
}

/** Starts the fake on a loopback port (or `options.port`). */
export async function startRiotFake(options: RiotFakeOptions = {}): Promise<RiotFake> {
  const apiKey = options.apiKey ?? "RGAPI-fake-key";
  const accounts = new Map<string, Account>();
  const faults: Fault[] = [];
  const latencies = new Map<string, number>();
  const calls: RecordedCall[] = [];
  const providers = new Map<number, { region: string; url: string }>();
  const tournaments = new Map<number, { name: string; providerId: number }>();
  const codes = new Map<string, FakeCode>();
  let appLimits = parseLimits(options.appRateLimit ?? "500:10,30000:600");
  let methodLimits = parseLimits(options.methodRateLimit ?? "2000:60");
  const appLog: number[] = [];
  const methodLog = new Map<string, number[]>();
  let ddragonVersions: string[] | null = ["15.23.1", "15.22.1", "15.21.1"];
  let nextId = 1000;

  const riotIdKey = (gameName: string, tagLine: string) =>
    `${gameName.toLowerCase()}#${tagLine.toLowerCase()}`;

  /** Counts a request against each window; the first window it overflows, with seconds to wait. */
  function admit(log: number[], limits: Limit[], now: number): number | null {
    const longest = Math.max(0, ...limits.map((l) => l.seconds)) * 1000;
    while (log.length > 0 && (log[0] ?? 0) <= now - longest) {
      log.shift();
    }
    for (const limit of limits) {
      const inWindow = log.filter((t) => t > now - limit.seconds * 1000);
      if (inWindow.length >= limit.count) {
        const oldest = inWindow[0] ?? now;
        return Math.max(1, Math.ceil((oldest + limit.seconds * 1000 - now) / 1000));
      }
    }
    log.push(now);
    return null;
  }

  const counts = (log: number[], limits: Limit[], now: number) =>
    limits
      .map((l) => `${log.filter((t) => t > now - l.seconds * 1000).length}:${l.seconds}`)
      .join(",");

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) {
        send(res, 500, riotError(500, "Internal server error"));
      }
    });
  });

  function send(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
    res.writeHead(status, { "content-type": "application/json;charset=utf-8", ...headers });
    res.end(JSON.stringify(body));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const segments = url.pathname.split("/");
    let host: string | null = null;
    if (segments[1] && ROUTING_VALUES.has(segments[1])) {
      host = segments[1];
      segments.splice(1, 1);
    }
    const path = segments.join("/");
    const tokenHeader = req.headers["x-riot-token"];
    const call: RecordedCall = {
      method: req.method ?? "GET",
      path,
      host,
      query: Object.fromEntries(url.searchParams),
      token: typeof tokenHeader === "string" ? tokenHeader : null,
      body: await readBody(req),
      status: null,
      at: Date.now(),
    };
    calls.push(call);
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      send(res, status, body, headers);
    };

    // The fake's own controls (not Riot's API): for e2e tests and a developer's terminal.
    if (path.startsWith("/__fake/")) {
      const [status, body] = await control(req.method ?? "GET", path, call.body);
      reply(status, body);
      return;
    }

    // Data Dragon is a public CDN: no key, no limits.
    if (path === "/api/versions.json" && req.method === "GET") {
      if (!ddragonVersions) {
        reply(503, { error: "unavailable" });
        return;
      }
      reply(200, ddragonVersions);
      return;
    }

    const latency = [...latencies].find(([prefix]) => path.startsWith(prefix))?.[1];
    if (latency) {
      await new Promise((resolve) => setTimeout(resolve, latency));
    }

    const fault = faults.shift();
    if (fault?.kind === "hang") {
      return; // The client's timeout ends this one; close() drops the socket.
    }
    if (fault) {
      const headers: Record<string, string> = {};
      if (fault.retryAfter !== undefined) {
        headers["retry-after"] = String(fault.retryAfter);
      }
      reply(fault.status, riotError(fault.status, STATUS_TEXT[fault.status] ?? "Error"), headers);
      return;
    }

    if (!call.token) {
      reply(401, riotError(401, "Unauthorized"));
      return;
    }
    if (call.token !== apiKey) {
      reply(403, riotError(403, "Forbidden"));
      return;
    }

    const route = matchRoute(req.method ?? "GET", path);
    if (!route) {
      reply(404, riotError(404, "Resource not found"));
      return;
    }

    const now = Date.now();
    const methodKey = route.name;
    const mLog = methodLog.get(methodKey) ?? [];
    methodLog.set(methodKey, mLog);
    const appWait = admit(appLog, appLimits, now);
    const methodWait = appWait === null ? admit(mLog, methodLimits, now) : null;
    if (appWait === null && methodWait !== null) {
      appLog.pop(); // A refused request does not count against the application.
    }
    const limitHeaders = {
      "x-app-rate-limit": appLimits.map((l) => `${l.count}:${l.seconds}`).join(","),
      "x-app-rate-limit-count": counts(appLog, appLimits, now),
      "x-method-rate-limit": methodLimits.map((l) => `${l.count}:${l.seconds}`).join(","),
      "x-method-rate-limit-count": counts(mLog, methodLimits, now),
    };
    if (appWait !== null || methodWait !== null) {
      reply(429, riotError(429, "Rate limit exceeded"), {
        ...limitHeaders,
        "retry-after": String(appWait ?? methodWait),
        "x-rate-limit-type": appWait !== null ? "application" : "method",
      });
      return;
    }
    const [status, body] = route.run(call, host);
    reply(status, body, limitHeaders);
  }

  type Route = {
    name: string;
    run: (call: RecordedCall, host: string | null) => [number, unknown];
  };

  const notFound = (what: string): [number, unknown] => [
    404,
    riotError(404, `Data not found - ${what}`),
  ];
  const badRequest = (what: string): [number, unknown] => [
    400,
    riotError(400, `Bad request - ${what}`),
  ];

  function findByPuuid(puuid: string, host: string | null): Account | undefined {
    const account = [...accounts.values()].find((a) => a.puuid === puuid);
    if (account && host && account.platform !== host) {
      return undefined; // Summoners live on one platform only.
    }
    return account;
  }

  function codeRoute(rest: string, method: string): Route | null {
    const tournamentPart = /^\/lol\/tournament(?:-stub)?\/v5(\/.*)$/.exec(rest);
    if (!tournamentPart?.[1]) {
      return null;
    }
    const sub = tournamentPart[1];
    if (method === "POST" && sub === "/providers") {
      return { name: "providers", run: registerProvider };
    }
    if (method === "POST" && sub === "/tournaments") {
      return { name: "tournaments", run: createTournament };
    }
    if (method === "POST" && sub === "/codes") {
      return { name: "codes", run: createCodes };
    }
    let match = /^\/codes\/([^/]+)$/.exec(sub);
    if (method === "GET" && match?.[1]) {
      const code = decodeURIComponent(match[1]);
      return { name: "code", run: () => getCode(code) };
    }
    match = /^\/lobby-events\/by-code\/([^/]+)$/.exec(sub);
    if (method === "GET" && match?.[1]) {
      const code = codes.get(decodeURIComponent(match[1]));
      return {
        name: "lobby-events",
        run: () => (code ? [200, { eventList: code.lobbyEvents }] : notFound("code not found")),
      };
    }
    match = /^\/games\/by-code\/([^/]+)$/.exec(sub);
    if (method === "GET" && match?.[1]) {
      const code = codes.get(decodeURIComponent(match[1]));
      return {
        name: "games",
        run: () => (code && code.games.length > 0 ? [200, code.games] : notFound("game not found")),
      };
    }
    return null;
  }

  function matchRoute(method: string, path: string): Route | null {
    let match = /^\/riot\/account\/v1\/accounts\/by-riot-id\/([^/]+)\/([^/]+)$/.exec(path);
    if (method === "GET" && match?.[1] && match[2]) {
      const key = riotIdKey(decodeURIComponent(match[1]), decodeURIComponent(match[2]));
      return {
        name: "account-by-riot-id",
        run: () => {
          const account = accounts.get(key);
          return account
            ? [200, { puuid: account.puuid, gameName: account.gameName, tagLine: account.tagLine }]
            : notFound("No results found for player with riot id");
        },
      };
    }
    match = /^\/lol\/summoner\/v4\/summoners\/by-puuid\/([^/]+)$/.exec(path);
    if (method === "GET" && match?.[1]) {
      const puuid = decodeURIComponent(match[1]);
      return {
        name: "summoner-by-puuid",
        run: (_call, host) => {
          const account = findByPuuid(puuid, host);
          return account
            ? [
                200,
                {
                  puuid: account.puuid,
                  profileIconId: account.profileIconId,
                  revisionDate: Date.now(),
                  summonerLevel: account.summonerLevel,
                },
              ]
            : notFound("summoner not found");
        },
      };
    }
    match = /^\/lol\/league\/v4\/entries\/by-puuid\/([^/]+)$/.exec(path);
    if (method === "GET" && match?.[1]) {
      const puuid = decodeURIComponent(match[1]);
      return {
        name: "league-entries-by-puuid",
        run: (_call, host) => {
          const account = findByPuuid(puuid, host);
          return [
            200,
            (account?.ranks ?? []).map((rank) => ({
              leagueId: randomUUID(),
              queueType: rank.queueType,
              tier: rank.tier,
              rank: rank.rank,
              puuid,
              leaguePoints: rank.leaguePoints ?? 0,
              wins: rank.wins ?? 0,
              losses: rank.losses ?? 0,
              veteran: false,
              inactive: false,
              freshBlood: false,
              hotStreak: false,
            })),
          ];
        },
      };
    }
    return codeRoute(path, method);
  }

  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);

  function registerProvider(call: RecordedCall): [number, unknown] {
    const body = call.body;
    if (!isRecord(body) || typeof body.region !== "string" || typeof body.url !== "string") {
      return badRequest("region and url are required");
    }
    if (!PROVIDER_REGIONS.includes(body.region)) {
      return badRequest(`unknown region ${body.region}`);
    }
    const id = nextId++;
    providers.set(id, { region: body.region, url: body.url });
    return [200, id];
  }

  function createTournament(call: RecordedCall): [number, unknown] {
    const body = call.body;
    if (!isRecord(body) || typeof body.providerId !== "number" || !providers.has(body.providerId)) {
      return badRequest("unknown providerId");
    }
    const id = nextId++;
    tournaments.set(id, { name: String(body.name ?? ""), providerId: body.providerId });
    return [200, id];
  }

  function createCodes(call: RecordedCall): [number, unknown] {
    const tournamentId = Number(call.query.tournamentId);
    const tournament = tournaments.get(tournamentId);
    if (!tournament) {
      return badRequest("unknown tournamentId");
    }
    const count = Number(call.query.count ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      return badRequest("count must be between 1 and 1000");
    }
    const body = call.body;
    if (!isRecord(body)) {
      return badRequest("body required");
    }
    const participants = body.allowedParticipants ?? [];
    const teamSize = body.teamSize;
    if (
      !Array.isArray(participants) ||
      participants.some((p) => typeof p !== "string") ||
      typeof teamSize !== "number" ||
      !Number.isInteger(teamSize) ||
      teamSize < 1 ||
      teamSize > 5 ||
      !PICK_TYPES.includes(String(body.pickType)) ||
      !MAP_TYPES.includes(String(body.mapType)) ||
      !SPECTATOR_TYPES.includes(String(body.spectatorType)) ||
      typeof body.enoughPlayers !== "boolean" ||
      (body.metadata !== undefined && typeof body.metadata !== "string")
    ) {
      return badRequest("invalid tournament code parameters");
    }
    const region = providers.get(tournament.providerId)?.region ?? "NA";
    const created: string[] = [];
    for (let i = 0; i < count; i++) {
      const code = `${region}${randomUUID().slice(0, 8).toUpperCase()}-${randomUUID()}`;
      codes.set(code, {
        code,
        providerId: tournament.providerId,
        tournamentId,
        allowedParticipants: participants as string[],
        metadata: (body.metadata as string | undefined) ?? "",
        teamSize,
        pickType: String(body.pickType),
        mapType: String(body.mapType),
        spectatorType: String(body.spectatorType),
        enoughPlayers: body.enoughPlayers,
        lobbyName: randomUUID(),
        password: randomUUID().slice(0, 12),
        lobbyEvents: [],
        games: [],
      });
      created.push(code);
    }
    return [200, created];
  }

  function getCode(code: string): [number, unknown] {
    const found = codes.get(code);
    if (!found) {
      return notFound("code not found");
    }
    return [
      200,
      {
        code: found.code,
        spectators: found.spectatorType,
        lobbyName: found.lobbyName,
        metaData: found.metadata,
        password: found.password,
        teamSize: found.teamSize,
        providerId: found.providerId,
        pickType: found.pickType,
        tournamentId: found.tournamentId,
        id: found.tournamentId,
        region: providers.get(found.providerId)?.region ?? "NA",
        map: found.mapType,
        participants: found.allowedParticipants,
      },
    ];
  }

  /**
   * `POST /__fake/accounts {gameName, tagLine, platform?, puuid?, ...}` seeds an account;
   * `POST /__fake/fail-next {count, status}` makes the next Riot calls fail (Riot down);
   * `GET /__fake/codes` lists the codes made; `POST /__fake/codes/{code}/game {winningTeam,
   * losingTeam, callbackUrl?}` (PUUID lists) records a finished game and sends Riot's callback.
   */
  async function control(method: string, path: string, body: unknown): Promise<[number, unknown]> {
    if (method === "POST" && path === "/__fake/accounts") {
      if (
        !isRecord(body) ||
        typeof body.gameName !== "string" ||
        typeof body.tagLine !== "string"
      ) {
        return badRequest("gameName and tagLine are required");
      }
      return [200, { puuid: fake.seedAccount(body as unknown as FakeAccountSeed) }];
    }
    if (method === "GET" && path === "/__fake/codes") {
      return [
        200,
        [...codes.values()].map((c) => ({
          code: c.code,
          metadata: c.metadata,
          allowedParticipants: c.allowedParticipants,
          games: c.games.length,
        })),
      ];
    }
    if (method === "POST" && path === "/__fake/fail-next") {
      const count = isRecord(body) ? Number(body.count) : NaN;
      const status = isRecord(body) ? Number(body.status) : NaN;
      if (!Number.isInteger(count) || count < 1 || count > 1000 || !Number.isInteger(status)) {
        return badRequest("count (1-1000) and status are required");
      }
      fake.failNext(count, status);
      return [200, { failing: count }];
    }
    const match = /^\/__fake\/codes\/([^/]+)\/game$/.exec(path);
    if (method === "POST" && match?.[1]) {
      const code = decodeURIComponent(match[1]);
      const list = (value: unknown) =>
        Array.isArray(value) && value.every((p) => typeof p === "string") ? value : null;
      if (!codes.has(code)) {
        return notFound("code not found");
      }
      if (!isRecord(body) || !list(body.winningTeam) || !list(body.losingTeam)) {
        return badRequest("winningTeam and losingTeam (PUUID lists) are required");
      }
      const callbackStatus = await fake.reportGame(code, {
        winningTeam: body.winningTeam as string[],
        losingTeam: body.losingTeam as string[],
        ...(typeof body.callbackUrl === "string" ? { callbackUrl: body.callbackUrl } : {}),
      });
      return [200, { callbackStatus }];
    }
    return notFound("no such control");
  }

  const host = options.host ?? "127.0.0.1";
  const url = `http://${host}:${await listenOnLoopback(server, options.port, host)}`;

  const fake: RiotFake = {
    url,
    apiKey,
    calls,
    providers,
    tournaments,
    codes,
    seedAccount(seed) {
      const account: Account = {
        gameName: seed.gameName,
        tagLine: seed.tagLine,
        puuid: seed.puuid ?? `${randomUUID()}-${randomUUID()}`.slice(0, 78),
        platform: seed.platform ?? "na1",
        profileIconId: seed.profileIconId ?? 29,
        summonerLevel: seed.summonerLevel ?? 1,
        ranks: seed.ranks ?? [],
      };
      accounts.set(riotIdKey(seed.gameName, seed.tagLine), account);
      return account.puuid;
    },
    failNext(count, status, retryAfterSeconds) {
      for (let i = 0; i < count; i++) {
        faults.push({ kind: "status", status, retryAfter: retryAfterSeconds });
      }
    },
    hangNext(count) {
      for (let i = 0; i < count; i++) {
        faults.push({ kind: "hang" });
      }
    },
    setLatency(prefix, ms) {
      if (ms > 0) {
        latencies.set(prefix, ms);
      } else {
        latencies.delete(prefix);
      }
    },
    setRateLimits(limits) {
      if (limits.app) {
        appLimits = parseLimits(limits.app);
      }
      if (limits.method) {
        methodLimits = parseLimits(limits.method);
      }
      appLog.length = 0;
      methodLog.clear();
    },
    setDdragonVersions(versions) {
      ddragonVersions = versions;
    },
    addLobbyEvent(code, eventType, puuid) {
      codes.get(code)?.lobbyEvents.push({ timestamp: String(Date.now()), eventType, puuid });
    },
    async reportGame(code, result) {
      const found = codes.get(code);
      if (!found) {
        throw new Error(`riot fake: unknown tournament code ${code}`);
      }
      const game: FakeGame = {
        gameId: nextId++,
        startTime: Date.now() - 30 * 60_000,
        shortCode: code,
        metaData: found.metadata,
        gameName: `fake-game-${code}`,
        gameType: "CUSTOM_GAME",
        gameMap: 11,
        gameMode: "CLASSIC",
        region: providers.get(found.providerId)?.region ?? "NA",
        winningTeam: result.winningTeam.map((puuid) => ({ puuid })),
        losingTeam: result.losingTeam.map((puuid) => ({ puuid })),
      };
      found.games.push(game);
      const target = result.callbackUrl ?? providers.get(found.providerId)?.url;
      if (!target) {
        throw new Error(`riot fake: no callback URL for ${code}`);
      }
      // Riot's callback carries the game's identity only; the receiver looks the result up.
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          startTime: game.startTime,
          shortCode: game.shortCode,
          metaData: game.metaData,
          gameId: game.gameId,
          gameName: game.gameName,
          gameType: game.gameType,
          gameMap: game.gameMap,
          gameMode: game.gameMode,
          region: game.region,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    callsTo(prefix) {
      return calls.filter((c) => c.path.startsWith(prefix));
    },
    reset() {
      calls.length = 0;
      faults.length = 0;
      latencies.clear();
      appLog.length = 0;
      methodLog.clear();
    },
    close: () => closeServer(server),
  };
  return fake;
}
