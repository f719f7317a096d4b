import type { GlobalDialog } from "@/lib/global-dialogs";
import { paths } from "@/config/paths";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";

/** What a click on a notification does: open a dialog, follow a link, or nothing. */
export type NotificationAction =
  { kind: "dialog"; dialog: GlobalDialog } | { kind: "navigate"; to: string } | { kind: "none" };

/**
 * By type (spec part 2, Notifications dialog): a friend request opens the friend requests dialog,
 * a scrim alert goes to the scrim, a conversation start opens the chat, and an 'are now friends'
 * message goes to that friend's profile.
 */
export function notificationAction(notification: NotificationDto): NotificationAction {
  const user = notification._relatedUser;
  if (notification.isFriendRequest) {
    return { kind: "dialog", dialog: { type: "friendRequests" } };
  }
  if (notification.isScrimAlert && notification._relatedScrim) {
    return { kind: "navigate", to: paths.scrim(notification._relatedScrim._id) };
  }
  if (notification.isConversationStart && user) {
    return {
      kind: "dialog",
      dialog: {
        type: "chat",
        otherUser: user,
        conversationId: notification.conversation?._id,
      },
    };
  }
  if (user) {
    return { kind: "navigate", to: paths.user(user.name, user.region, user.summonerTagline) };
  }
  return { kind: "none" };
}
