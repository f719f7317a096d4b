import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, UnfriendDto } from "@scrims/shared/friends/friends.schema";
import { api } from "@/lib/api-client";
import { friendKeys } from "./friend-keys";

export type UnfriendVariables = { viewerId: string; friendUserId: string };

/** `POST /api/friends/unfriend/{friendUserId}` → the viewer's remaining friends. */
export const unfriend = ({ friendUserId }: UnfriendVariables) =>
  api.post<UnfriendDto>(`/api/friends/unfriend/${encodeURIComponent(friendUserId)}`);

/** Ends a friendship; the caller shows the alerts. */
export const useUnfriend = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfriend,
    meta: { skipErrorAlert: true },
    onSuccess: (result, { viewerId, friendUserId }) => {
      queryClient.setQueryData(friendKeys.list(viewerId), result.friends);
      queryClient.setQueryData<FriendCheckDto>(friendKeys.check(friendUserId), {
        status: "none",
        requestId: null,
      });
      void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
    },
  });
};
