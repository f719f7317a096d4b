import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, SendFriendRequestDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

/** `POST /api/friend-requests/send-request/{receiverId}` → 201 `{friendRequest}`. */
const sendFriendRequest = (receiverId: string) =>
  api.post<SendFriendRequestDto>(
    `/api/friend-requests/send-request/${encodeURIComponent(receiverId)}`,
  );

/** Sends a request; the profile's button turns to "Request sent". Errors: the global alert. */
export const useSendFriendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFriendRequest,
    onSuccess: (result, receiverId) => {
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(receiverId), {
        status: "sent",
        requestId: result.friendRequest._id,
      });
    },
    // 'Friend already added!' and races (they sent one meanwhile): ask again what is true.
    onSettled: (_result, _error, receiverId) =>
      queryClient.invalidateQueries({ queryKey: friendKeys.check(receiverId) }),
  });
};
