import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendListDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

/** `GET /api/friends/user-friends/{userId}`: a player's friends (public fields only). */
const getUserFriends = (userId: string, signal?: AbortSignal) =>
  api.get<FriendListDto>(`/api/friends/user-friends/${encodeURIComponent(userId)}`, { signal });

const userFriendsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: friendKeys.list(userId),
    queryFn: ({ signal }) => getUserFriends(userId, signal),
  });

export const useUserFriends = (userId: string) => useQuery(userFriendsQueryOptions(userId));
