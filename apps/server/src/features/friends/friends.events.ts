import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { deleteFriendsOfAccount } from "./friends.service";

/** What the friends feature does when something happens elsewhere (listed in app.ts). */
export const friendsSubscribers: Subscriber[] = [
  // A deleted account's friend requests and friendships go.
  inTransaction(
    "user.deleted",
    "friends.dropFriendsOfDeletedAccount",
    (_deps, { tx }, { userId }) => deleteFriendsOfAccount(tx, userId),
  ),
];
