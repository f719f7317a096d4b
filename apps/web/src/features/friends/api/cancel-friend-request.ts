import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

type CancelFriendRequestVariables = { requestId: string; receiverId: string };

/** `POST /api/friend-requests/cancel-request/{requestId}` (the sender) → 204. */
const cancelFriendRequest = ({ requestId }: CancelFriendRequestVariables) =>
  api.post<void>(`/api/friend-requests/cancel-request/${encodeURIComponent(requestId)}`);

/**
 * What the caller does once a friendship change is done or refused (its alerts). Kept in the
 * mutation's options, so they run even when the component that asked is gone meanwhile (a live
 * event may answer before the request does).
 */
export type FriendChangeCallbacks = { onSuccess?: () => void; onError?: (error: Error) => void };

/** Withdraws a sent request. */
export const useCancelFriendRequest = (callbacks: FriendChangeCallbacks = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelFriendRequest,
    meta: { skipErrorAlert: true },
    onSuccess: (_result, { receiverId }) => {
      callbacks.onSuccess?.();
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(receiverId), {
        status: "none",
        requestId: null,
      });
    },
    // Accepted or withdrawn meanwhile: the server says where the two players stand now.
    onError: (error, { receiverId }) => {
      callbacks.onError?.(error);
      return queryClient.invalidateQueries({ queryKey: friendKeys.check(receiverId) });
    },
  });
};
