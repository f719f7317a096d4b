import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { USER_SEARCH_MAX_RESULTS, USER_SEARCH_MIN } from "@scrims/shared/users/users.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";
import { scrimKeys } from "./scrim-keys";

export type UserSearch = { q: string; region: string };

/** `GET /api/users?q=&region=&limit=10&available=true`: players to assign to a seat (admin tool). */
const searchUsers = ({ q, region }: UserSearch, signal?: AbortSignal) =>
  api.get<UserDto[]>("/api/users", {
    params: { q, region, limit: USER_SEARCH_MAX_RESULTS, available: "true" },
    signal,
  });

const userSearchQueryOptions = (search: UserSearch) =>
  queryOptions({
    queryKey: [...scrimKeys.all, "user-search", search] as const,
    queryFn: ({ signal }) => searchUsers(search, signal),
    enabled: search.q.trim().length >= USER_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useUserSearch = (search: UserSearch) => useQuery(userSearchQueryOptions(search));
