import { friendsMessages, type FriendCheckDto } from "@scrims/shared/friends/friends.schema";
import { notify } from "@/features/notifications/notifications.service";
import { notificationsRepository } from "@/features/notifications/notifications.repository";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { AppError } from "@/lib/errors";
import { spendOrRefuse } from "@/lib/token-bucket";
import { withTransaction, type CreateOptions } from "@/lib/transaction";
import { announceFriendRemoved, announceFriendRequest } from "./friends.broadcast";
import { friendsRepository, type FriendRequestView } from "./friends.repository";

// Every change of a pair's state runs under the pair's lock (friendsRepository.lockPair), and the
// unique indexes (one request per unordered pair, one friendship per pair) back it up.

function notFoundUser(): AppError {
  return new AppError("NOT_FOUND", friendsMessages.userNotFound());
}

/**
 * The signed-in player asks `receiverId` to be friends: one pending request per pair in either
 * direction; the receiver is notified (a notification and a `friendRequest` event).
 *
 * @throws AppError FRIEND_REQUEST_SELF | NOT_FOUND | ALREADY_FRIENDS | FRIEND_REQUEST_EXISTS |
 *   RATE_LIMITED
 */
export async function sendFriendRequest(
  deps: Deps,
  sender: UserRow,
  receiverId: string,
  options: CreateOptions<FriendRequestView> = {},
): Promise<FriendRequestView> {
  if (receiverId === sender.id) {
    throw new AppError("FRIEND_REQUEST_SELF", friendsMessages.requestToSelf());
  }
  await spendOrRefuse(deps.limits.friendRequests, sender.id);
  return withTransaction(
    deps,
    async (unit) => {
      const { tx, afterCommit } = unit;
      await friendsRepository.lockPair(tx, sender.id, receiverId);
      const receiver = await usersRepository.findByIdForShare(tx, receiverId);
      if (!receiver) {
        throw notFoundUser();
      }
      if (await friendsRepository.areFriends(tx, sender.id, receiverId)) {
        throw new AppError("ALREADY_FRIENDS", friendsMessages.alreadyFriends());
      }
      const request = await friendsRepository.insertRequest(tx, sender.id, receiverId);
      if (!request) {
        const existing = await friendsRepository.findRequestBetween(tx, sender.id, receiverId);
        throw new AppError(
          "FRIEND_REQUEST_EXISTS",
          existing && existing.senderId === receiverId
            ? friendsMessages.requestReceived()
            : friendsMessages.requestExists(),
        );
      }
      await notify(deps, unit, {
        kind: "friendRequest",
        params: { name: sender.name },
        relatedUserId: sender.id,
        userIds: [receiverId],
      });
      const view = { request, sender };
      afterCommit(() => announceFriendRequest(deps, "received", view));
      return view;
    },
    options.inTransaction,
  );
}

/** The signed-in player's pending received requests, newest first. */
export async function listFriendRequests(
  deps: Pick<Deps, "db">,
  userId: string,
): Promise<FriendRequestView[]> {
  return friendsRepository.listReceived(deps.db, userId);
}

function assertSelf(actor: UserRow, userId: string): void {
  if (actor.id !== userId) {
    throw new AppError("FORBIDDEN", friendsMessages.notYourRequest());
  }
}

/**
 * The receiver accepts `newFriendUserId`'s request: the two become friends (once per pair) and
 * both are notified that they are now friends.
 *
 * @throws AppError FORBIDDEN (not the signed-in user's id) | NOT_FOUND | ALREADY_FRIENDS
 */
export async function acceptFriendRequest(
  deps: Deps,
  actor: UserRow,
  userId: string,
  newFriendUserId: string,
  options: CreateOptions<UserRow[]> = {},
): Promise<UserRow[]> {
  assertSelf(actor, userId);
  return withTransaction(
    deps,
    async (unit) => {
      const { tx, afterCommit } = unit;
      await friendsRepository.lockPair(tx, actor.id, newFriendUserId);
      const request = await friendsRepository.findRequestBetween(tx, actor.id, newFriendUserId);
      const sender = await usersRepository.findByIdForShare(tx, newFriendUserId);
      if (!request || request.senderId !== newFriendUserId || !sender) {
        if (await friendsRepository.areFriends(tx, actor.id, newFriendUserId)) {
          throw new AppError("ALREADY_FRIENDS", friendsMessages.alreadyFriends());
        }
        throw new AppError("NOT_FOUND", friendsMessages.requestNotFound());
      }
      await friendsRepository.deleteRequest(tx, request.id);
      await friendsRepository.addFriendship(tx, actor.id, sender.id);
      await notify(deps, unit, {
        kind: "nowFriends",
        params: { name: sender.name },
        relatedUserId: sender.id,
        userIds: [actor.id],
      });
      await notify(deps, unit, {
        kind: "nowFriends",
        params: { name: actor.name },
        relatedUserId: actor.id,
        userIds: [sender.id],
      });
      afterCommit(() => announceFriendRequest(deps, "accepted", { request, sender }));
      return friendsRepository.listFriends(tx, actor.id);
    },
    options.inTransaction,
  );
}

/**
 * A request by id under its pair's lock, read again once the lock is held: an accept or cancel
 * that got the lock first may have removed it meanwhile.
 */
async function findLockedRequest(tx: DbOrTx, requestId: string) {
  const request = await friendsRepository.findRequestById(tx, requestId);
  if (!request) {
    return undefined;
  }
  await friendsRepository.lockPair(tx, request.senderId, request.receiverId);
  return friendsRepository.findRequestById(tx, requestId);
}

/**
 * The receiver rejects a request; answers their remaining requests.
 *
 * @throws AppError FORBIDDEN (not the signed-in user's id) | NOT_FOUND (no such request to them)
 */
export async function rejectFriendRequest(
  deps: Deps,
  actor: UserRow,
  userId: string,
  requestId: string,
): Promise<FriendRequestView[]> {
  assertSelf(actor, userId);
  return withTransaction(deps, async ({ tx, afterCommit }) => {
    const request = await findLockedRequest(tx, requestId);
    if (!request || request.receiverId !== actor.id) {
      throw new AppError("NOT_FOUND", friendsMessages.requestNotFound());
    }
    await friendsRepository.deleteRequest(tx, request.id);
    const sender = await usersRepository.findById(tx, request.senderId);
    if (sender) {
      afterCommit(() => announceFriendRequest(deps, "rejected", { request, sender }));
    }
    return friendsRepository.listReceived(tx, actor.id);
  });
}

/**
 * The sender withdraws a request (and its notification at the receiver).
 *
 * @throws AppError NOT_FOUND (no such request from them)
 */
export async function cancelFriendRequest(
  deps: Deps,
  actor: UserRow,
  requestId: string,
): Promise<void> {
  await withTransaction(deps, async ({ tx, afterCommit }) => {
    const request = await findLockedRequest(tx, requestId);
    if (!request || request.senderId !== actor.id) {
      throw new AppError("NOT_FOUND", friendsMessages.requestNotFound());
    }
    await friendsRepository.deleteRequest(tx, request.id);
    await notificationsRepository.deleteFriendRequestNotice(tx, request.receiverId, actor.id);
    afterCommit(() => announceFriendRequest(deps, "cancelled", { request, sender: actor }));
  });
}

/** The signed-in player's relation to another: none, sent, received or friends. */
export async function checkFriend(
  deps: Pick<Deps, "db">,
  actorId: string,
  userId: string,
): Promise<FriendCheckDto> {
  if (await friendsRepository.areFriends(deps.db, actorId, userId)) {
    return { status: "friends", requestId: null };
  }
  const request = await friendsRepository.findRequestBetween(deps.db, actorId, userId);
  if (!request) {
    return { status: "none", requestId: null };
  }
  return { status: request.senderId === actorId ? "sent" : "received", requestId: request.id };
}

/**
 * A player's friends (public fields), for a profile's count and the friends dialog.
 *
 * @throws AppError NOT_FOUND
 */
export async function listUserFriends(deps: Pick<Deps, "db">, userId: string): Promise<UserRow[]> {
  if (!(await usersRepository.findById(deps.db, userId))) {
    throw notFoundUser();
  }
  return friendsRepository.listFriends(deps.db, userId);
}

/**
 * Ends a friendship; answers the signed-in player's remaining friends. After commit both players
 * get `friendRemoved` in their user rooms.
 *
 * @throws AppError NOT_FOUND (not friends)
 */
export async function unfriend(
  deps: Deps,
  actor: UserRow,
  friendUserId: string,
): Promise<UserRow[]> {
  return withTransaction(deps, async ({ tx, afterCommit }) => {
    await friendsRepository.lockPair(tx, actor.id, friendUserId);
    if (!(await friendsRepository.removeFriendship(tx, actor.id, friendUserId))) {
      throw new AppError("NOT_FOUND", friendsMessages.notFriends());
    }
    afterCommit(() => announceFriendRemoved(deps, actor.id, friendUserId));
    return friendsRepository.listFriends(tx, actor.id);
  });
}

/**
 * Whether two players are friends, holding their friendship row (a share lock) until `tx` ends:
 * an unfriend running at the same moment waits for `tx`, or `tx` waits for it and finds no
 * friendship. Direct chat writes call it inside their transaction.
 */
export async function lockFriendship(tx: DbOrTx, a: string, b: string): Promise<boolean> {
  return friendsRepository.lockFriendship(tx, a, b);
}

/** Account deletion: the account's requests and friendships, in its transaction. */
export async function deleteFriendsOfAccount(tx: DbOrTx, userId: string): Promise<void> {
  await friendsRepository.deleteOfAccount(tx, userId);
}
