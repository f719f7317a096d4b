import { queryOptions, useQuery } from "@tanstack/react-query";
import { SUMMONER_CACHE_MINUTES } from "@scrims/shared/riot/riot.constants";
import type { DdragonVersionDto } from "@scrims/shared/riot/riot.schema";
import { api } from "@/lib/api-client";
import { shouldRetry } from "@/lib/query-client";
import { riotKeys } from "./get-summoner";

const CACHE_MS = SUMMONER_CACHE_MINUTES * 60_000;

/** `GET /api/riot/ddragon-version`: the Data Dragon version image URLs are built with. */
const getDdragonVersion = (signal?: AbortSignal) =>
  api.get<DdragonVersionDto>("/api/riot/ddragon-version", { signal });

const ddragonVersionQueryOptions = () =>
  queryOptions({
    queryKey: riotKeys.ddragonVersion(),
    queryFn: ({ signal }) => getDdragonVersion(signal),
    staleTime: CACHE_MS,
    gcTime: CACHE_MS,
    retry: shouldRetry,
    refetchOnWindowFocus: false,
  });

export const useDdragonVersion = () => useQuery(ddragonVersionQueryOptions());
