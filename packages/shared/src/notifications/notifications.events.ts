import type { NotificationDto } from "./notifications.schema";

/** Server → client: a new notification, to its user's room, after commit. */
export interface NotificationServerEvents {
  notification: (payload: NotificationDto) => void;
}
