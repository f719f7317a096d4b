import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { NotificationsDto } from "@scrims/shared/notifications/notifications.schema";
import { notificationKeys } from "./notification-keys";

/** `POST /api/notifications/remove-all-user-notifications/{userId}` → `{notifications}`. */
const removeAllNotifications = (userId: string) =>
  api.post<NotificationsDto>(
    `/api/notifications/remove-all-user-notifications/${encodeURIComponent(userId)}`,
  );

/** Marks all read (removes them). Errors: the global alert. */
export const useRemoveAllNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAllNotifications,
    onSuccess: ({ notifications }) =>
      queryClient.setQueryData(notificationKeys.list(), notifications),
  });
};
