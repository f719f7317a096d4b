import { z } from "zod";
import { userDtoSchema, userIdSchema } from "../users/users.schema";

/** Notifications kept per user; past this the oldest are dropped. */
export const NOTIFICATIONS_MAX = 200;

/**
 * One notification (spec part 2, section 3). Exactly one of the three flags is true, or none for
 * an "are now friends" notification (then `_relatedUser` is the new friend).
 */
const notificationDtoSchema = z.object({
  _id: z.uuid(),
  /** Its kind (NOTIFICATION_KINDS) and that kind's params: what `message` is written from. */
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** Same as `createdAt` (the spec names both). */
  createdDate: z.string(),
  /** The other player: the sender of a request, the new friend, who started the conversation. */
  _relatedUser: userDtoSchema.nullable(),
  /** The scrim of a scrim alert. */
  _relatedScrim: z.object({ _id: z.uuid(), title: z.string() }).nullable(),
  /** The conversation of a conversation start. */
  conversation: z
    .object({ _id: z.uuid(), members: z.array(z.object({ _id: z.uuid() })) })
    .nullable(),
  isConversationStart: z.boolean(),
  isFriendRequest: z.boolean(),
  isScrimAlert: z.boolean(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

/** `GET /api/notifications`: newest first. */
export const notificationListDtoSchema = z.array(notificationDtoSchema);

/** `POST /api/notifications/remove-user-notification/{notificationId}`. */
export const removeNotificationParamsSchema = z.object({
  notificationId: z.uuid("Notification not found"),
});

/** `POST /api/notifications/remove-all-user-notifications/{userId}`: `userId` is the signed-in user. */
export const removeAllNotificationsParamsSchema = z.object({
  userId: userIdSchema,
});

/** Both remove routes answer the signed-in user's remaining notifications. */
export const notificationsDtoSchema = z.object({ notifications: notificationListDtoSchema });
export type NotificationsDto = z.infer<typeof notificationsDtoSchema>;

export const notificationMessages = {
  friendRequest: (name: string) => `${name} sent you a friend request`,
  nowFriends: (name: string) => `You and ${name} are now friends`,
  conversationStart: (name: string) => `${name} started a conversation with you`,
  scrimAlert: (title: string) => `${title} is starting now`,
  seatOpened: (title: string, role: string) =>
    `A seat opened for you in ${title}: you are in as ${role}`,
  notFound: () => "Notification not found",
  notYours: () => "You can only manage your own notifications",
} as const;
