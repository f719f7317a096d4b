import type { FastifyBaseLogger } from "fastify";
import {
  FALLBACK_DDRAGON_VERSION,
  SUMMONER_CACHE_MINUTES,
} from "@scrims/shared/riot/riot.constants";
import { fallbackSummoner } from "@scrims/shared/riot/riot.rules";
import type { SummonerDto, SummonerQuery } from "@scrims/shared/riot/riot.schema";
import { TtlCache } from "@/lib/ttl-cache";
import { RiotApiError, type RiotClient } from "./riot.client";

const CACHE_MS = SUMMONER_CACHE_MINUTES * 60_000;
/** A failed lookup is remembered briefly, so an outage is not asked again on every page view. */
const FAILURE_CACHE_MS = 60_000;
const MAX_CACHED_SUMMONERS = 10_000;

/** What the summoner-data services need: the Riot client and this process's caches. */
export type RiotLookupDeps = {
  riot: RiotClient;
  log: FastifyBaseLogger;
  summoners: TtlCache<Promise<SummonerDto>>;
  ddragon: TtlCache<Promise<string>>;
  /** Told of each summoner Riot answered (not of cached ones): stores what the app keeps. */
  onLookup?: (summoner: SummonerDto & { puuid: string }) => Promise<void>;
};

export function createRiotLookupCaches(): Pick<RiotLookupDeps, "summoners" | "ddragon"> {
  return { summoners: new TtlCache(MAX_CACHED_SUMMONERS), ddragon: new TtlCache(1) };
}

function describe(error: unknown) {
  return error instanceof RiotApiError
    ? { kind: error.kind, status: error.status, message: error.message }
    : { kind: "unexpected", message: String(error) };
}

async function lookUpSummoner(riot: RiotClient, query: SummonerQuery): Promise<SummonerDto> {
  const account = await riot.getAccountByRiotId(query.region, query.gameName, query.tagLine);
  const [summoner, entries] = await Promise.all([
    riot.getSummonerByPuuid(query.region, account.puuid),
    riot.getLeagueEntriesByPuuid(query.region, account.puuid),
  ]);
  return {
    profileIconId: summoner.profileIconId,
    summonerLevel: summoner.summonerLevel,
    rankedData: entries.map(({ queueType, tier, rank }) => ({ queueType, tier, rank })),
    puuid: account.puuid,
  };
}

/**
 * A summoner's icon, level and ranks by Riot ID and region, kept 30 minutes per summoner and
 * region (concurrent asks share one lookup). Never fails: without a key, or when Riot does not
 * answer, it answers the fallback (icon 29, level 0, no rank, no PUUID).
 */
export async function getSummonerData(
  { riot, log, summoners, onLookup }: RiotLookupDeps,
  query: SummonerQuery,
): Promise<SummonerDto> {
  if (!riot.hasKey) {
    return fallbackSummoner();
  }
  const key = `${query.region}:${query.gameName.toLowerCase()}#${query.tagLine.toLowerCase()}`;
  const cached = summoners.get(key);
  if (cached) {
    return cached;
  }
  const lookup = lookUpSummoner(riot, query).then(
    async (summoner) => {
      if (onLookup && summoner.puuid) {
        // Storing is a bonus: the lookup answers even when it fails.
        await onLookup({ ...summoner, puuid: summoner.puuid }).catch((error: unknown) =>
          log.warn({ err: error }, "storing a summoner's solo-queue rank failed"),
        );
      }
      return summoner;
    },
    (error: unknown) => {
      // No names in logs: the region and what went wrong are enough to act on.
      log.warn({ region: query.region, riot: describe(error) }, "summoner lookup failed");
      summoners.set(key, Promise.resolve(fallbackSummoner()), FAILURE_CACHE_MS);
      return fallbackSummoner();
    },
  );
  summoners.set(key, lookup, CACHE_MS);
  return lookup;
}

/** The newest Data Dragon version, kept 30 minutes; `14.24.1` when Data Dragon cannot be reached. */
export async function getDdragonVersion({ riot, log, ddragon }: RiotLookupDeps): Promise<string> {
  const cached = ddragon.get("latest");
  if (cached) {
    return cached;
  }
  const lookup = riot.getLatestDdragonVersion().catch((error: unknown) => {
    log.warn({ riot: describe(error) }, "Data Dragon version lookup failed");
    ddragon.set("latest", Promise.resolve(FALLBACK_DDRAGON_VERSION), FAILURE_CACHE_MS);
    return FALLBACK_DDRAGON_VERSION;
  });
  ddragon.set("latest", lookup, CACHE_MS);
  return lookup;
}
