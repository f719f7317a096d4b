import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { deleteNotificationsOfAccount } from "./notifications.service";

/** What the notifications feature does when something happens elsewhere (listed in app.ts). */
export const notificationsSubscribers: Subscriber[] = [
  // A deleted account's notifications, and those pointing at it, go.
  inTransaction(
    "user.deleted",
    "notifications.dropNotificationsOfDeletedAccount",
    (_deps, { tx }, { userId }) => deleteNotificationsOfAccount(tx, userId),
  ),
];
