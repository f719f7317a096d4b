import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Region } from "@scrims/shared/common/regions.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { api } from "@/lib/api-client";
import { readPastPushes } from "@/lib/pushed-queries";
import { scrimKeys } from "./scrim-keys";

/** One hub list: a region and the UTC bounds of the viewer's chosen day. */
export type ScrimListFilters = { region: Region; startDate: string; endDate: string };

/** `GET /api/scrims?region&startDate&endDate`: the scrims starting in [startDate, endDate). */
export const getScrims = (filters: ScrimListFilters, signal?: AbortSignal) =>
  api.get<ScrimDto[]>("/api/scrims", { params: filters, signal });

export const scrimsQueryOptions = (filters: ScrimListFilters) =>
  queryOptions({
    queryKey: scrimKeys.list(filters),
    // A push that lands while the read is out may be newer than what it read (set-scrim-in-cache).
    queryFn: ({ client, signal }) =>
      readPastPushes(client, scrimKeys.lists(), () => getScrims(filters, signal)),
  });

export const useScrims = (filters: ScrimListFilters) => useQuery(scrimsQueryOptions(filters));
