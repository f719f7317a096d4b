import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { presentUser } from "@/features/users/users.presenter";
import type { NotificationView } from "./notifications.repository";

export function presentNotification(view: NotificationView): NotificationDto {
  const { row } = view;
  const createdAt = row.createdAt.toISOString();
  return {
    _id: row.id,
    message: row.message,
    createdAt,
    createdDate: createdAt,
    _relatedUser: view.relatedUser ? presentUser(view.relatedUser) : null,
    _relatedScrim: view.relatedScrim
      ? { _id: view.relatedScrim.id, title: view.relatedScrim.title }
      : null,
    conversation: row.conversationId
      ? { _id: row.conversationId, members: view.memberIds.map((id) => ({ _id: id })) }
      : null,
    isConversationStart: row.isConversationStart,
    isFriendRequest: row.isFriendRequest,
    isScrimAlert: row.isScrimAlert,
  };
}
