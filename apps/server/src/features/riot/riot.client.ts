import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { Region } from "@scrims/shared/common/regions.constants";
import { RiotCallLog, outcomeOfStatus, riotApiStatus } from "./riot.rules";

// The one way to Riot's API: routing, key, timeouts, retries and Riot's rate limits. Nothing else
// in the server calls a Riot host. Accounts are found by Riot ID and everything after goes by PUUID
// (Riot has removed summoner IDs).

/** Platform host of each region (summoner-v4, league-v4). */
export const PLATFORM_BY_REGION: Record<Region, string> = {
  NA: "na1",
  EUW: "euw1",
  EUNE: "eun1",
  LAN: "la1",
  OCE: "oc1",
};

/**
 * Regional cluster for account-v1. Account data is global and served by americas, europe and asia
 * only (not sea), so OCE asks the nearest of those.
 */
export const ACCOUNT_CLUSTER_BY_REGION: Record<Region, string> = {
  NA: "americas",
  EUW: "europe",
  EUNE: "europe",
  LAN: "americas",
  OCE: "asia",
};

/** Riot serves tournament-v5 and tournament-stub-v5 on the americas cluster for every region. */
const TOURNAMENT_CLUSTER = "americas";

/** Until Riot's headers say otherwise, assume a development key's application limits. */
const DEFAULT_APP_LIMITS = "20:1,100:120";
/** Added to every window so our clock and Riot's never disagree at the edge. */
const WINDOW_MARGIN_MS = 100;

export type RiotErrorKind =
  "no-key" | "http" | "rate-limited" | "timeout" | "network" | "invalid-response";

/** A Riot call that did not give a usable answer (after the retries it deserved). */
export class RiotApiError extends Error {
  constructor(
    readonly kind: RiotErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "RiotApiError";
  }
}

// --- Riot's payloads (only the fields we use; unknown fields are dropped) -------------------

const accountSchema = z.object({ puuid: z.string(), gameName: z.string(), tagLine: z.string() });
const summonerSchema = z.object({
  puuid: z.string(),
  profileIconId: z.number().int(),
  summonerLevel: z.number().int(),
});
const leagueEntriesSchema = z.array(
  z.object({
    queueType: z.string(),
    tier: z.string(),
    rank: z.string(),
    leaguePoints: z.number().int().optional(),
    wins: z.number().int().optional(),
    losses: z.number().int().optional(),
  }),
);
const idSchema = z.number().int();
const codesSchema = z.array(z.string());
const tournamentCodeSchema = z.object({
  code: z.string(),
  lobbyName: z.string().optional(),
  password: z.string().optional(),
  metaData: z.string().optional(),
  participants: z.array(z.string()).optional(),
});
const lobbyEventsSchema = z.object({
  eventList: z.array(
    z.object({ timestamp: z.string(), eventType: z.string(), puuid: z.string().optional() }),
  ),
});
const teamSchema = z.array(z.object({ puuid: z.string() }));
const gamesSchema = z.array(
  z.object({
    gameId: z.number(),
    shortCode: z.string(),
    metaData: z.string().optional(),
    winningTeam: teamSchema,
    losingTeam: teamSchema,
  }),
);
const ddragonVersionsSchema = z.array(z.string()).min(1);

export type RiotLobbyEvent = z.infer<typeof lobbyEventsSchema>["eventList"][number];
export type RiotGame = z.infer<typeof gamesSchema>[number];

export type TournamentCodeParameters = {
  tournamentId: number;
  count?: number;
  /** PUUIDs of everyone allowed into the lobby. */
  allowedParticipants: string[];
  /** Ours to use: the scrim id. */
  metadata: string;
  teamSize: number;
  pickType: "BLIND_PICK" | "DRAFT_MODE" | "ALL_RANDOM" | "TOURNAMENT_DRAFT";
  mapType: "SUMMONERS_RIFT" | "HOWLING_ABYSS";
  spectatorType: "NONE" | "LOBBYONLY" | "ALL";
  enoughPlayers?: boolean;
};

// --- Rate limits -------------------------------------------------------------------------------

type Window = { count: number; ms: number };

function parseWindows(header: string | null): Window[] | null {
  if (!header) {
    return null;
  }
  const windows = header.split(",").map((pair) => {
    const [count, seconds] = pair.split(":").map(Number);
    return { count: count ?? NaN, ms: (seconds ?? NaN) * 1000 };
  });
  return windows.every((w) => Number.isFinite(w.count) && Number.isFinite(w.ms)) ? windows : null;
}

/** One set of windows Riot counts against (the application on a host, or one method on it). */
class Bucket {
  windows: Window[];
  /** When we sent each recent request. */
  private sent: number[] = [];
  private blockedUntil = 0;

  constructor(windows: Window[]) {
    this.windows = windows;
  }

  /** How long until one more request fits every window, in ms (0: now). */
  waitMs(now: number): number {
    let wait = this.blockedUntil - now;
    for (const window of this.windows) {
      const span = window.ms + WINDOW_MARGIN_MS;
      const inWindow = this.sent.filter((t) => t > now - span);
      if (inWindow.length >= window.count) {
        const freeAt = (inWindow[inWindow.length - window.count] ?? now) + span;
        wait = Math.max(wait, freeAt - now);
      }
    }
    return Math.max(0, wait);
  }

  take(now: number): void {
    const longest = Math.max(0, ...this.windows.map((w) => w.ms)) + WINDOW_MARGIN_MS;
    this.sent = this.sent.filter((t) => t > now - longest);
    this.sent.push(now);
  }

  /** Adopts Riot's limits and, when Riot counted more than we did (another process), its count. */
  sync(limits: string | null, counts: string | null, now: number): void {
    const windows = parseWindows(limits);
    if (windows) {
      this.windows = windows;
    }
    for (const counted of parseWindows(counts) ?? []) {
      const ours = this.sent.filter((t) => t > now - counted.ms - WINDOW_MARGIN_MS).length;
      for (let i = ours; i < counted.count; i++) {
        this.sent.push(now);
      }
    }
  }

  block(until: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, until);
  }
}

// --- The client ----------------------------------------------------------------------------

export type RiotClientOptions = {
  apiKey?: string;
  /** One base for every Riot host; `{host}` in it is replaced by the routing value (na1, americas). */
  baseUrl?: string;
  tournamentStub?: boolean;
  /** Data Dragon's origin (its versions list). */
  ddragonBaseUrl?: string;
  /** Per attempt, in ms. */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a timeout or a network failure. */
  maxRetries?: number;
  /** First pause before a retry, doubled each time, in ms. */
  backoffMs?: number;
  /** 429s waited out (Retry-After) before giving up. */
  maxRateLimitWaits?: number;
  /** Hears every attempt: the endpoint's name, the HTTP status (or `timeout`, `network`), seconds. */
  onCall?: (endpoint: string, status: string, seconds: number) => void;
};

type Call = {
  routing: string;
  /** The method's name for its rate-limit bucket. */
  name: string;
  method?: "GET" | "POST";
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
};

export type RiotClient = ReturnType<typeof createRiotClient>;

/** Builds the Riot client for the configured key and hosts; one per app (it keeps the limits). */
export function createRiotClient(options: RiotClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRetries = options.maxRetries ?? 2;
  const backoffMs = options.backoffMs ?? 500;
  const maxRateLimitWaits = options.maxRateLimitWaits ?? 3;
  const tournamentBase = options.tournamentStub ? "/lol/tournament-stub/v5" : "/lol/tournament/v5";
  const buckets = new Map<string, Bucket>();
  const calls = new RiotCallLog();

  const bucket = (key: string, defaults: string | null) => {
    let found = buckets.get(key);
    if (!found) {
      found = new Bucket(parseWindows(defaults) ?? []);
      buckets.set(key, found);
    }
    return found;
  };

  function urlOf(call: Call): string {
    const base = options.baseUrl
      ? options.baseUrl.replaceAll("{host}", call.routing).replace(/\/+$/, "")
      : `https://${call.routing}.api.riotgames.com`;
    const url = new URL(`${base}${call.path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  /** Waits until both buckets have room, then counts the request in both (atomically: no await). */
  async function acquire(app: Bucket, method: Bucket): Promise<void> {
    for (;;) {
      const now = Date.now();
      const wait = Math.max(app.waitMs(now), method.waitMs(now));
      if (wait === 0) {
        app.take(now);
        method.take(now);
        return;
      }
      await sleep(wait);
    }
  }

  async function errorMessage(res: Response): Promise<string> {
    const text = await res.text().catch(() => "");
    try {
      const parsed = JSON.parse(text) as { status?: { message?: string } };
      return parsed.status?.message ?? `HTTP ${res.status}`;
    } catch {
      return `HTTP ${res.status}`;
    }
  }

  async function request<T>(schema: z.ZodType<T>, call: Call): Promise<T> {
    const apiKey = options.apiKey;
    if (!apiKey) {
      throw new RiotApiError("no-key", "No RIOT_API_KEY configured");
    }
    const app = bucket(`app:${call.routing}`, DEFAULT_APP_LIMITS);
    const method = bucket(`method:${call.routing}:${call.name}`, null);
    const url = urlOf(call);
    let failures = 0;
    let rateLimitWaits = 0;

    const retryOrThrow = async (error: RiotApiError) => {
      if (failures >= maxRetries) {
        throw error;
      }
      failures += 1;
      await sleep(backoffMs * 2 ** (failures - 1));
    };

    for (;;) {
      await acquire(app, method);
      let res: Response;
      const sent = performance.now();
      const report = (status: string) =>
        options.onCall?.(call.name, status, (performance.now() - sent) / 1000);
      try {
        res = await fetch(url, {
          method: call.method ?? "GET",
          headers: {
            "X-Riot-Token": apiKey,
            accept: "application/json",
            ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        calls.record("failed");
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        report(timedOut ? "timeout" : "network");
        await retryOrThrow(
          timedOut
            ? new RiotApiError("timeout", `Riot ${call.name} took longer than ${timeoutMs} ms`)
            : new RiotApiError("network", `Riot ${call.name} unreachable: ${String(error)}`),
        );
        continue;
      }

      const now = Date.now();
      report(String(res.status));
      calls.record(outcomeOfStatus(res.status), now);
      app.sync(res.headers.get("x-app-rate-limit"), res.headers.get("x-app-rate-limit-count"), now);
      method.sync(
        res.headers.get("x-method-rate-limit"),
        res.headers.get("x-method-rate-limit-count"),
        now,
      );

      if (res.status === 429) {
        await res.body?.cancel();
        if (rateLimitWaits >= maxRateLimitWaits) {
          throw new RiotApiError("rate-limited", `Riot ${call.name} kept answering 429`, 429);
        }
        rateLimitWaits += 1;
        const retryAfter = Number(res.headers.get("retry-after"));
        const waitMs =
          Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000
            : backoffMs * 2 ** (rateLimitWaits - 1);
        // An application limit holds back every call to this host; anything else this method.
        const limited = res.headers.get("x-rate-limit-type") === "application" ? app : method;
        limited.block(Date.now() + waitMs);
        continue;
      }
      if (res.status >= 500) {
        const message = await errorMessage(res);
        await retryOrThrow(
          new RiotApiError("http", `Riot ${call.name}: ${res.status} ${message}`, res.status),
        );
        continue;
      }
      if (!res.ok) {
        const message = await errorMessage(res);
        throw new RiotApiError("http", `Riot ${call.name}: ${res.status} ${message}`, res.status);
      }

      let payload: unknown;
      try {
        payload = await res.json();
      } catch (error) {
        calls.record("failed");
        const timedOut = error instanceof DOMException && error.name === "TimeoutError";
        await retryOrThrow(
          new RiotApiError(
            timedOut ? "timeout" : "invalid-response",
            `Riot ${call.name}: bad body`,
          ),
        );
        continue;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        calls.record("failed");
        throw new RiotApiError("invalid-response", `Riot ${call.name}: unexpected payload`);
      }
      return parsed.data;
    }
  }

  const enc = encodeURIComponent;

  return {
    /** Whether a key is configured (without one every call fails with kind `no-key`). */
    hasKey: Boolean(options.apiKey),

    /**
     * Riot's health as this process's recent calls saw it (operational, warning after a 429 or a
     * recovered failure, error when the latest attempt failed, inactive without a key).
     */
    status(now: number = Date.now()) {
      return riotApiStatus(Boolean(options.apiKey), calls.recent(now));
    },

    /** account-v1: the account (and its PUUID) behind a Riot ID. */
    getAccountByRiotId(region: Region, gameName: string, tagLine: string) {
      return request(accountSchema, {
        routing: ACCOUNT_CLUSTER_BY_REGION[region],
        name: "account-by-riot-id",
        path: `/riot/account/v1/accounts/by-riot-id/${enc(gameName)}/${enc(tagLine)}`,
      });
    },

    /** summoner-v4 on the region's platform. */
    getSummonerByPuuid(region: Region, puuid: string) {
      return request(summonerSchema, {
        routing: PLATFORM_BY_REGION[region],
        name: "summoner-by-puuid",
        path: `/lol/summoner/v4/summoners/by-puuid/${enc(puuid)}`,
      });
    },

    /** league-v4 entries (every ranked queue) on the region's platform. */
    getLeagueEntriesByPuuid(region: Region, puuid: string) {
      return request(leagueEntriesSchema, {
        routing: PLATFORM_BY_REGION[region],
        name: "league-entries-by-puuid",
        path: `/lol/league/v4/entries/by-puuid/${enc(puuid)}`,
      });
    },

    /** Registers our callback URL for a region's games; Riot answers the provider id. */
    registerProvider(region: Region, callbackUrl: string) {
      return request(idSchema, {
        routing: TOURNAMENT_CLUSTER,
        name: "providers",
        method: "POST",
        path: `${tournamentBase}/providers`,
        body: { region, url: callbackUrl },
      });
    },

    createTournament(providerId: number, name: string) {
      return request(idSchema, {
        routing: TOURNAMENT_CLUSTER,
        name: "tournaments",
        method: "POST",
        path: `${tournamentBase}/tournaments`,
        body: { providerId, name },
      });
    },

    createTournamentCodes({ tournamentId, count = 1, ...settings }: TournamentCodeParameters) {
      return request(codesSchema, {
        routing: TOURNAMENT_CLUSTER,
        name: "codes",
        method: "POST",
        path: `${tournamentBase}/codes`,
        query: { tournamentId, count },
        body: { enoughPlayers: true, ...settings },
      });
    },

    getTournamentCode(code: string) {
      return request(tournamentCodeSchema, {
        routing: TOURNAMENT_CLUSTER,
        name: "code",
        path: `${tournamentBase}/codes/${enc(code)}`,
      });
    },

    async getLobbyEvents(code: string): Promise<RiotLobbyEvent[]> {
      const { eventList } = await request(lobbyEventsSchema, {
        routing: TOURNAMENT_CLUSTER,
        name: "lobby-events",
        path: `${tournamentBase}/lobby-events/by-code/${enc(code)}`,
      });
      return eventList;
    },

    /** The finished games played with a code; none yet is an empty list (Riot answers 404). */
    async getGamesByCode(code: string): Promise<RiotGame[]> {
      try {
        return await request(gamesSchema, {
          routing: TOURNAMENT_CLUSTER,
          name: "games",
          path: `${tournamentBase}/games/by-code/${enc(code)}`,
        });
      } catch (error) {
        if (error instanceof RiotApiError && error.status === 404) {
          return [];
        }
        throw error;
      }
    },

    /** Data Dragon's newest version (a public CDN: no key, no rate limits, one attempt). */
    async getLatestDdragonVersion(): Promise<string> {
      const base = (options.ddragonBaseUrl ?? "https://ddragon.leagueoflegends.com").replace(
        /\/+$/,
        "",
      );
      let res: Response;
      try {
        res = await fetch(`${base}/api/versions.json`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new RiotApiError("network", `Data Dragon unreachable: ${String(error)}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new RiotApiError("http", `Data Dragon: ${res.status}`, res.status);
      }
      const parsed = ddragonVersionsSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) {
        throw new RiotApiError("invalid-response", "Data Dragon: unexpected versions list");
      }
      return parsed.data[0] ?? "";
    },
  };
}
