import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

export type CancelFriendRequestVariables = { requestId: string; receiverId: string };

/** `POST /api/friend-requests/cancel-request/{requestId}` (the sender) → 204. */
export const cancelFriendRequest = ({ requestId }: CancelFriendRequestVariables) =>
  api.post<void>(`/api/friend-requests/cancel-request/${encodeURIComponent(requestId)}`);

/** Withdraws a sent request; the caller shows the alerts. */
export const useCancelFriendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    meta: { skipErrorAlert: true },
    onSuccess: (_result, { receiverId }) => {
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(receiverId), {
        status: "none",
        requestId: null,
      });
    },
    // Accepted or withdrawn meanwhile: the server says where the two players stand now.
    onError: (_error, { receiverId }) =>
      queryClient.invalidateQueries({ queryKey: friendKeys.check(receiverId) }),
  });
};
