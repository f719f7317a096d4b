import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { notificationKeys } from "./notification-keys";

/** `GET /api/notifications`: the viewer's notifications, newest first. */
const getNotifications = (signal?: AbortSignal) =>
  api.get<NotificationDto[]>("/api/notifications", { signal });

const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
