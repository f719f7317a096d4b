import type { FriendRequestAction } from "@scrims/shared/friends/friends.events";
import type { Deps } from "@/lib/deps";
import { userRoom } from "@/lib/rooms";
import { presentFriendRequest } from "./friends.presenter";
import type { FriendRequestView } from "./friends.repository";

/**
 * Tells both players of a friend request (every tab of each) what happened to it, so the
 * receiver's count and both profile buttons follow in every tab; after commit only.
 */
export function announceFriendRequest(
  deps: Pick<Deps, "realtime">,
  action: FriendRequestAction,
  view: FriendRequestView,
): void {
  deps.realtime
    .to([userRoom(view.request.senderId), userRoom(view.request.receiverId)])
    .emit("friendRequest", { action, friendRequest: presentFriendRequest(view) });
}

/**
 * Tells both players (every tab of each) that their friendship ended, so friends lists, profile
 * buttons and counts update on both sides; after commit only.
 */
export function announceFriendRemoved(
  deps: Pick<Deps, "realtime">,
  userId: string,
  formerFriendId: string,
): void {
  deps.realtime.to(userRoom(userId)).emit("friendRemoved", { userId: formerFriendId });
  deps.realtime.to(userRoom(formerFriendId)).emit("friendRemoved", { userId });
}
