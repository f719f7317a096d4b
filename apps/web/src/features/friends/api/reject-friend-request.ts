import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  FriendRequestDto,
  RejectFriendRequestDto,
} from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

type RejectFriendRequestVariables = { userId: string; request: FriendRequestDto };

/** `POST /api/friend-requests/reject-request/{userId}/{requestId}` → `{friendRequests}`. */
const rejectFriendRequest = ({ userId, request }: RejectFriendRequestVariables) =>
  api.post<RejectFriendRequestDto>(
    `/api/friend-requests/reject-request/${encodeURIComponent(userId)}/${encodeURIComponent(request._id)}`,
  );

/** Rejects; the list becomes the server's remaining requests. Errors: the global alert. */
export const useRejectFriendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFriendRequest,
    onSuccess: (result, { request }) => {
      queryClient.setQueryData(friendKeys.requests(), result.friendRequests);
      void queryClient.invalidateQueries({ queryKey: friendKeys.check(request._user._id) });
    },
  });
};
