import { z } from "zod";
import { userDtoSchema, userIdSchema } from "../users/users.schema";

/** A pending friend request. `_user` is the sender (spec part 2, section 3). */
const friendRequestDtoSchema = z.object({
  _id: z.uuid(),
  /** The sender, public fields only. */
  _user: userDtoSchema,
  /** The receiver's user id. */
  _receiver: z.uuid(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type FriendRequestDto = z.infer<typeof friendRequestDtoSchema>;

/** `GET /api/friend-requests`: the signed-in user's pending received requests, newest first. */
export const friendRequestListDtoSchema = z.array(friendRequestDtoSchema);
export type FriendRequestListDto = z.infer<typeof friendRequestListDtoSchema>;

/** `POST /api/friend-requests/send-request/{receiverId}` → 201. */
export const sendFriendRequestDtoSchema = z.object({ friendRequest: friendRequestDtoSchema });
export type SendFriendRequestDto = z.infer<typeof sendFriendRequestDtoSchema>;

export const sendFriendRequestParamsSchema = z.object({
  receiverId: userIdSchema,
});

/** `POST /api/friend-requests/accept-request/{userId}`: `userId` is the signed-in user. */
export const acceptFriendRequestParamsSchema = z.object({
  userId: userIdSchema,
});
/** The sender of the request being accepted. */
export const acceptFriendRequestInputSchema = z.object({
  newFriendUserId: userIdSchema,
});
/** The signed-in user's friends after accepting. */
export const acceptFriendRequestDtoSchema = z.object({
  updatedUserFriends: z.array(userDtoSchema),
});
export type AcceptFriendRequestDto = z.infer<typeof acceptFriendRequestDtoSchema>;

/** `POST /api/friend-requests/reject-request/{userId}/{requestId}`. */
export const rejectFriendRequestParamsSchema = z.object({
  userId: userIdSchema,
  requestId: z.uuid("Friend request not found"),
});
/** The signed-in user's remaining pending received requests. */
export const rejectFriendRequestDtoSchema = z.object({
  friendRequests: friendRequestListDtoSchema,
});
export type RejectFriendRequestDto = z.infer<typeof rejectFriendRequestDtoSchema>;

/** `POST /api/friend-requests/cancel-request/{requestId}` (the sender) → 204. */
export const cancelFriendRequestParamsSchema = z.object({
  requestId: z.uuid("Friend request not found"),
});

const FRIEND_STATUSES = ["none", "sent", "received", "friends"] as const;
const friendStatusSchema = z.enum(FRIEND_STATUSES);

/** `GET /api/friend-requests/check/{userId}`: the signed-in user's relation to `userId`. */
export const checkFriendParamsSchema = z.object({ userId: userIdSchema });
export const friendCheckDtoSchema = z.object({
  status: friendStatusSchema,
  /** The pending request's id when `status` is "sent" (to cancel) or "received"; else null. */
  requestId: z.uuid().nullable(),
});
export type FriendCheckDto = z.infer<typeof friendCheckDtoSchema>;

/** `GET /api/friends/user-friends/{userId}`: that user's friends (public fields), by name. */
export const userFriendsParamsSchema = z.object({ userId: userIdSchema });
export const friendListDtoSchema = z.array(userDtoSchema);
export type FriendListDto = z.infer<typeof friendListDtoSchema>;

/** `POST /api/friends/unfriend/{friendUserId}` → the signed-in user's remaining friends. */
export const unfriendParamsSchema = z.object({ friendUserId: userIdSchema });
export const unfriendDtoSchema = z.object({ friends: friendListDtoSchema });
export type UnfriendDto = z.infer<typeof unfriendDtoSchema>;

/** Friend requests a user may send: a burst, then one per this many seconds (429 past it). */
export const FRIEND_REQUEST_RATE = { capacity: 10, perSecond: 1 / 30 } as const;

export const friendsMessages = {
  alreadyFriends: () => "Friend already added!",
  requestExists: () => "Friend request already sent!",
  requestReceived: () => "This player already sent you a friend request",
  requestToSelf: () => "You cannot send a friend request to yourself!",
  requestNotFound: () => "Friend request not found",
  notYourRequest: () => "You can only answer friend requests sent to you",
  notFriends: () => "You are not friends with this user",
  userNotFound: () => "User not found",
} as const;
