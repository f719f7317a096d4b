import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendCheckDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

/** `GET /api/friend-requests/check/{userId}`: none, sent, received or friends. */
const checkFriendRequest = (userId: string, signal?: AbortSignal) =>
  api.get<FriendCheckDto>(`/api/friend-requests/check/${encodeURIComponent(userId)}`, { signal });

const friendCheckQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: friendKeys.check(userId),
    queryFn: ({ signal }) => checkFriendRequest(userId, signal),
  });

export const useFriendCheck = (userId: string, { enabled = true } = {}) =>
  useQuery({ ...friendCheckQueryOptions(userId), enabled });
