import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, UnfriendDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

export type UnfriendVariables = { viewerId: string; friendUserId: string };

/** `POST /api/friends/unfriend/{friendUserId}` → the viewer's remaining friends. */
export const unfriend = ({ friendUserId }: UnfriendVariables) =>
  api.post<UnfriendDto>(`/api/friends/unfriend/${encodeURIComponent(friendUserId)}`);

/**
 * Ends a friendship. The caller's callbacks (its alerts) live in the mutation's options: they run
 * even when the button that asked is gone meanwhile (the live `friendRemoved` may answer first).
 */
export const useUnfriend = (
  callbacks: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) => {
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
