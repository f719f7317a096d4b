import type { QueryClient } from "@tanstack/react-query";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { userKeys } from "./get-user";

/**
 * Writes a changed player into every cached profile of that player, and under the lookup of their
 * (possibly new) name, region and tagline; then marks user lists stale.
 */
export function setUserInCache(queryClient: QueryClient, user: UserDto) {
  queryClient.setQueriesData<UserDto>({ queryKey: userKeys.profiles() }, (cached) =>
    cached?._id === user._id ? user : cached,
  );
  queryClient.setQueryData(
    userKeys.profile({ name: user.name, region: user.region, tagline: user.summonerTagline }),
    user,
  );
  return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
}
