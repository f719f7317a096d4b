import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

export type CancelFriendRequestVariables = { requestId: string; receiverId: string };

/** `POST /api/friend-requests/cancel-request/{requestId}` (the sender) → 204. */
export const cancelFriendRequest = ({ requestId }: CancelFriendRequestVariables) =>
  api.post<void>(`/api/friend-requests/cancel-request/${encodeURIComponent(requestId)}`);

export const useCancelFriendRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    onSettled: (_result, _error, { receiverId }) =>
      queryClient.invalidateQueries({ queryKey: friendKeys.check(receiverId) }),
  });
};
