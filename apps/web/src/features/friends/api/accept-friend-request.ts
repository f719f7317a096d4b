import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AcceptFriendRequestDto,
  FriendCheckDto,
  FriendRequestDto,
} from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

type AcceptFriendRequestVariables = { userId: string; newFriendUserId: string };

/** `POST /api/friend-requests/accept-request/{userId} {newFriendUserId}` → `{updatedUserFriends}`. */
const acceptFriendRequest = ({ userId, newFriendUserId }: AcceptFriendRequestVariables) =>
  api.post<AcceptFriendRequestDto>(
    `/api/friend-requests/accept-request/${encodeURIComponent(userId)}`,
    { newFriendUserId },
  );

/** Drops the sender's request from the cached list (accepted, rejected or already a friend). */
export function dropRequestFrom(
  requests: FriendRequestDto[] | undefined,
  senderId: string,
): FriendRequestDto[] | undefined {
  return requests?.filter((request) => request._user._id !== senderId);
}

/** Accepts; the caller shows the alerts ('Friend already added!' also drops the request). */
export const useAcceptFriendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    meta: { skipErrorAlert: true },
    onSuccess: (result, { userId, newFriendUserId }) => {
      queryClient.setQueryData<FriendRequestDto[]>(friendKeys.requests(), (requests) =>
        dropRequestFrom(requests, newFriendUserId),
      );
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(newFriendUserId), {
        status: "friends",
        requestId: null,
      });
      queryClient.setQueryData(friendKeys.list(userId), result.updatedUserFriends);
      void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
    },
  });
};
