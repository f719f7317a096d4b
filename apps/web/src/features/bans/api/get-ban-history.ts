import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type {
  BanHistoryDatesDto,
  BanHistoryNamesDto,
  BanHistoryPageDto,
  BanHistoryStatus,
} from "@scrims/shared/bans/ban-history.schema";
import { api } from "@/lib/api-client";

/** What the history page asks the server for: a page, its size and the filters. */
export type BanHistoryParams = {
  page: number;
  pageSize: number;
  name: string | null;
  /** `YYYY-MM-DD` in `tz`, or null for every day. */
  date: string | null;
  status: BanHistoryStatus;
  tz: string;
};

const banHistoryKeys = {
  all: ["ban-history"] as const,
  pages: () => [...banHistoryKeys.all, "page"] as const,
  page: (params: BanHistoryParams) => [...banHistoryKeys.pages(), params] as const,
  names: (q: string) => [...banHistoryKeys.all, "names", q] as const,
  dates: (tz: string) => [...banHistoryKeys.all, "dates", tz] as const,
};

/** Admin only: `GET /api/admin/all-bans-history?page&pageSize&name&date&status&tz`. */
const getBanHistory = (params: BanHistoryParams, signal?: AbortSignal) =>
  api.get<BanHistoryPageDto>("/api/admin/all-bans-history", {
    params: { ...params, status: params.status === "all" ? null : params.status },
    signal,
  });

const banHistoryQueryOptions = (params: BanHistoryParams) =>
  queryOptions({
    queryKey: banHistoryKeys.page(params),
    queryFn: ({ signal }) => getBanHistory(params, signal),
    // A new page or filter keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export const useBanHistory = (params: BanHistoryParams) => useQuery(banHistoryQueryOptions(params));

/** Admin only: banned players whose name contains `q`, for the name autocomplete. */
const getBannedNames = (q: string, signal?: AbortSignal) =>
  api.get<BanHistoryNamesDto>("/api/admin/all-bans-history/names", { params: { q }, signal });

export const useBannedNames = (q: string) =>
  useQuery({
    queryKey: banHistoryKeys.names(q),
    queryFn: ({ signal }) => getBannedNames(q, signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** Admin only: the days bans start on in `tz`, newest first, for the date filter. */
const getBanDates = (tz: string, signal?: AbortSignal) =>
  api.get<BanHistoryDatesDto>("/api/admin/all-bans-history/dates", { params: { tz }, signal });

export const useBanDates = (tz: string) =>
  useQuery({
    queryKey: banHistoryKeys.dates(tz),
    queryFn: ({ signal }) => getBanDates(tz, signal),
  });
