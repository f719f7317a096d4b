import { useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, FriendRequestListDto } from "@scrims/shared/friends/friends.schema";
import { useSocketRoom } from "@/lib/use-socket-room";
import { friendKeys } from "../api/friend-keys";

/**
 * While signed in, `friendRequest {action, friendRequest}` keeps the header's count and the
 * profile buttons live in every tab of both players, and `friendRemoved` does the same for an
 * unfriend. On connecting (and reconnecting) everything is fetched again: what changed before
 * went to no socket of this page.
 */
export function useFriendEvents(viewerId: string) {
  const queryClient = useQueryClient();
  useSocketRoom({
    key: `friends:${viewerId}`,
    listeners: {
      friendRequest: ({ action, friendRequest }) => {
        const senderId = friendRequest._user._id;
        const isReceiver = friendRequest._receiver === viewerId;
        // Both players get every action: the one on the other side of it.
        const otherId = isReceiver ? senderId : friendRequest._receiver;
        const setCheck = (check: FriendCheckDto) =>
          queryClient.setQueryData<FriendCheckDto>(friendKeys.check(otherId), check);
        if (action === "received") {
          if (isReceiver) {
            queryClient.setQueryData<FriendRequestListDto>(friendKeys.requests(), (list) =>
              list && !list.some((item) => item._id === friendRequest._id)
                ? [friendRequest, ...list]
                : list,
            );
          }
          setCheck({ status: isReceiver ? "received" : "sent", requestId: friendRequest._id });
        } else {
          if (isReceiver) {
            queryClient.setQueryData<FriendRequestListDto>(friendKeys.requests(), (list) =>
              list?.filter((item) => item._id !== friendRequest._id),
            );
          }
          setCheck({ status: action === "accepted" ? "friends" : "none", requestId: null });
          if (action === "accepted") {
            void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
          }
        }
        // The server's word over the cache: a missed event is repaired on the next read.
        void queryClient.invalidateQueries({ queryKey: friendKeys.requests() });
      },
      friendRemoved: ({ userId }) => {
        // Either side unfriended: the profile button goes back to "Add friend", the lists and
        // counts (the viewer's and the former friend's) are read again.
        queryClient.setQueryData<FriendCheckDto>(friendKeys.check(userId), {
          status: "none",
          requestId: null,
        });
        void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
      },
    },
    onJoined: () => void queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
