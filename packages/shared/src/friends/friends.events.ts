import type { FriendRequestDto } from "./friends.schema";

/**
 * What happened to a friend request: "received" and "cancelled" go to the receiver,
 * "accepted" and "rejected" to the sender.
 */
export type FriendRequestAction = "received" | "cancelled" | "accepted" | "rejected";

export interface FriendRequestEventPayload {
  action: FriendRequestAction;
  friendRequest: FriendRequestDto;
}

/** Server → client friends events, to the user rooms concerned, after commit. */
export interface FriendsServerEvents {
  friendRequest: (payload: FriendRequestEventPayload) => void;
}
