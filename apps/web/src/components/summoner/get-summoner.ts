import { queryOptions, useQuery } from "@tanstack/react-query";
import { SUMMONER_CACHE_MINUTES } from "@scrims/shared/riot/riot.constants";
import { plainSummonerQuery } from "@scrims/shared/riot/riot.rules";
import type { SummonerDto, SummonerQuery } from "@scrims/shared/riot/riot.schema";
import { ApiError, api } from "@/lib/api-client";
import { shouldRetry } from "@/lib/query-client";

/** Whose summoner data to look up: a player as the API returns him. */
export type SummonerOwner = { name: string; summonerTagline: string; region: string };

const SUMMONER_CACHE_MS = SUMMONER_CACHE_MINUTES * 60_000;

export const riotKeys = {
  all: ["riot"] as const,
  summoner: (query: SummonerOwner) =>
    [
      ...riotKeys.all,
      "summoner",
      { gameName: query.name, tagLine: query.summonerTagline, region: query.region },
    ] as const,
  ddragonVersion: () => [...riotKeys.all, "ddragon-version"] as const,
};

/**
 * The lookup's query, checked here with the server's own schema: a tagline with '#' ('Tagline
 * should not include # symbol') or another bad field never leaves the browser, and fails like
 * the server's 400 would (so it is not retried). A plain Riot ID (every stored player's) passes
 * without it; the schema, and zod with it, is loaded only for one that is not.
 */
export async function toSummonerQuery(owner: SummonerOwner): Promise<SummonerQuery> {
  const query = { gameName: owner.name, tagLine: owner.summonerTagline, region: owner.region };
  const plain = plainSummonerQuery(query);
  if (plain) {
    return plain;
  }
  const { summonerQuerySchema } = await import("@scrims/shared/riot/riot.schema");
  const parsed = summonerQuerySchema.safeParse(query);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Invalid summoner";
    throw new ApiError({ status: 400, code: "VALIDATION_FAILED", message });
  }
  return parsed.data;
}

/** `GET /api/riot/summoner?gameName&tagLine&region`: icon, level and ranks (fallback on Riot failure). */
const getSummoner = async (owner: SummonerOwner, signal?: AbortSignal) =>
  api.get<SummonerDto>("/api/riot/summoner", { params: await toSummonerQuery(owner), signal });

/** Kept 30 minutes like the server does, retried twice, not refetched on window focus. */
export const summonerQueryOptions = (owner: SummonerOwner) =>
  queryOptions({
    queryKey: riotKeys.summoner(owner),
    queryFn: ({ signal }) => getSummoner(owner, signal),
    staleTime: SUMMONER_CACHE_MS,
    gcTime: SUMMONER_CACHE_MS,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });

export const useSummoner = (owner: SummonerOwner) => useQuery(summonerQueryOptions(owner));
