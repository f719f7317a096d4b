import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { api } from "@/lib/api-client";

/** How a profile URL names a player: `/users/{name}?region=&tagline=` (region and tagline optional). */
export type UserLookup = { name: string; region?: string; tagline?: string };

export const userKeys = {
  all: ["users"] as const,
  lists: () => [...userKeys.all, "list"] as const,
  profiles: () => [...userKeys.all, "profile"] as const,
  profile: ({ name, region, tagline }: UserLookup) =>
    [...userKeys.profiles(), { name, region: region ?? null, tagline: tagline ?? null }] as const,
};

/** `GET /api/users/{name}?region=&tagline=`; 404 `User X was not found in NA` when there is none. */
const getUser = ({ name, region, tagline }: UserLookup, signal?: AbortSignal) =>
  api.get<UserDto>(`/api/users/${encodeURIComponent(name)}`, {
    params: { region, tagline },
    signal,
  });

const userQueryOptions = (lookup: UserLookup) =>
  queryOptions({
    queryKey: userKeys.profile(lookup),
    queryFn: ({ signal }) => getUser(lookup, signal),
  });

export const useUser = (lookup: UserLookup) => useQuery(userQueryOptions(lookup));
