import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, UnfriendDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import type { FriendChangeCallbacks } from "./cancel-friend-request";
import { friendKeys } from "./friend-keys";

type UnfriendVariables = { viewerId: string; friendUserId: string };

/** `POST /api/friends/unfriend/{friendUserId}` → the viewer's remaining friends. */
const unfriend = ({ friendUserId }: UnfriendVariables) =>
  api.post<UnfriendDto>(`/api/friends/unfriend/${encodeURIComponent(friendUserId)}`);

/** Ends a friendship. */
export const useUnfriend = (callbacks: FriendChangeCallbacks = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfriend,
    meta: { skipErrorAlert: true },
    onError: (error) => callbacks.onError?.(error),
    onSuccess: (result, { viewerId, friendUserId }) => {
      callbacks.onSuccess?.();
      queryClient.setQueryData(friendKeys.list(viewerId), result.friends);
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(friendUserId), {
        status: "none",
        requestId: null,
      });
      void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
    },
  });
};
