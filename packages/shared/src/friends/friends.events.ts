import type { FriendRequestDto } from "./friends.schema";

/**
 * What happened to a friend request. Every action goes to both players (every tab of each), so
 * the other tabs of the one who acted follow too.
 */
export type FriendRequestAction = "received" | "cancelled" | "accepted" | "rejected";

interface FriendRequestEventPayload {
  action: FriendRequestAction;
  friendRequest: FriendRequestDto;
}

/**
 * `friendRemoved`: a friendship ended (either side unfriended). Each of the two players gets it in
 * their own user room (every tab), with `userId` the other player, the one no longer a friend.
 */
interface FriendRemovedEventPayload {
  userId: string;
}

/** Server → client friends events, to the user rooms concerned, after commit. */
export interface FriendsServerEvents {
  friendRequest: (payload: FriendRequestEventPayload) => void;
  friendRemoved: (payload: FriendRemovedEventPayload) => void;
}
