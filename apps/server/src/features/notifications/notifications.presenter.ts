import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { describeNotification } from "@scrims/shared/notifications/notification-kinds";
import { presentUser } from "@/features/users/users.presenter";
import type { NotificationView } from "./notifications.repository";

export function presentNotification(view: NotificationView): NotificationDto {
  const { row } = view;
  const createdAt = row.createdAt.toISOString();
  const { message, flag } = describeNotification(row);
  return {
    _id: row.id,
    kind: row.kind,
    params: row.params as Record<string, unknown>,
    message,
    createdAt,
    createdDate: createdAt,
    _relatedUser: view.relatedUser ? presentUser(view.relatedUser) : null,
    _relatedScrim: view.relatedScrim
      ? { _id: view.relatedScrim.id, title: view.relatedScrim.title }
      : null,
    conversation: row.conversationId
      ? { _id: row.conversationId, members: view.memberIds.map((id) => ({ _id: id })) }
      : null,
    isConversationStart: flag === "isConversationStart",
    isFriendRequest: flag === "isFriendRequest",
    isScrimAlert: flag === "isScrimAlert",
  };
}
