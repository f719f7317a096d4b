import { useQueryClient } from "@tanstack/react-query";
import type { FriendCheckDto, FriendRequestListDto } from "@scrims/shared/friends/friends.schema";
import { useSocketRoom } from "@/lib/use-socket-room";
import { friendKeys } from "../api/friend-keys";

/**
 * While signed in, `friendRequest {action, friendRequest}` keeps the header's count and the
 * profile buttons live: "received"/"cancelled" reach the receiver, "accepted"/"rejected" the
 * sender; `friendRemoved` reaches both sides of an unfriend. After a reconnection everything is
 * fetched again.
 */
export function useFriendEvents(viewerId: string) {
  const queryClient = useQueryClient();
  useSocketRoom({
    // The server puts every socket in its user's room: nothing to join.
    key: `friends:${viewerId}`,
    join: () => {},
    leave: () => {},
    listeners: {
      friendRequest: ({ action, friendRequest }) => {
        const senderId = friendRequest._user._id;
        const receiverId = friendRequest._receiver;
        const setCheck = (userId: string, check: FriendCheckDto) =>
          queryClient.setQueryData<FriendCheckDto>(friendKeys.check(userId), check);
        if (action === "received") {
          queryClient.setQueryData<FriendRequestListDto>(friendKeys.requests(), (list) =>
            list && !list.some((item) => item._id === friendRequest._id)
              ? [friendRequest, ...list]
              : list,
          );
          setCheck(senderId, { status: "received", requestId: friendRequest._id });
        } else if (action === "cancelled") {
          queryClient.setQueryData<FriendRequestListDto>(friendKeys.requests(), (list) =>
            list?.filter((item) => item._id !== friendRequest._id),
          );
          setCheck(senderId, { status: "none", requestId: null });
        } else if (action === "accepted") {
          setCheck(receiverId, { status: "friends", requestId: null });
          void queryClient.invalidateQueries({ queryKey: friendKeys.lists() });
        } else {
          setCheck(receiverId, { status: "none", requestId: null });
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
    onRejoin: () => void queryClient.invalidateQueries({ queryKey: friendKeys.all }),
  });
}
