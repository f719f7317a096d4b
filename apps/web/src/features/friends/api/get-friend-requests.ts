import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FriendRequestListDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

/** `GET /api/friend-requests`: the viewer's pending received requests, each with its sender. */
const getFriendRequests = (signal?: AbortSignal) =>
  api.get<FriendRequestListDto>("/api/friend-requests", { signal });

const friendRequestsQueryOptions = () =>
  queryOptions({
    queryKey: friendKeys.requests(),
    queryFn: ({ signal }) => getFriendRequests(signal),
  });

export const useFriendRequests = () => useQuery(friendRequestsQueryOptions());
