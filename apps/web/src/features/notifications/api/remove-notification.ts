import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { NotificationsDto } from "@scrims/shared/notifications/notifications.schema";
import { notificationKeys } from "./notification-keys";

/** `POST /api/notifications/remove-user-notification/{notificationId}` → `{notifications}`. */
const removeNotification = (notificationId: string) =>
  api.post<NotificationsDto>(
    `/api/notifications/remove-user-notification/${encodeURIComponent(notificationId)}`,
  );

/** Marks one read (removes it); the list becomes the server's. Errors: the global alert. */
export const useRemoveNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeNotification,
    onSuccess: ({ notifications }) =>
      queryClient.setQueryData(notificationKeys.list(), notifications),
  });
};
