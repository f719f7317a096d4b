import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { notifyInBrowser } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useSocketRoom } from "@/lib/use-socket-room";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { notificationKeys } from "../api/notification-keys";
import { notificationAction } from "../utils/notification-action";

/** Puts a notification at the top of the cached list, once. */
function prependNotification(
  list: NotificationDto[] | undefined,
  notification: NotificationDto,
): NotificationDto[] | undefined {
  if (!list || list.some((item) => item._id === notification._id)) {
    return list;
  }
  return [notification, ...list];
}

/**
 * While signed in: each `notification` joins the header's list at once, and shows a browser
 * notification (with the messenger sound) when the tab is hidden; clicking it acts as a click in
 * the dialog would. On connecting (and reconnecting) the list is fetched again: what came before
 * went to no socket of this page.
 */
export function useNotificationEvents(viewerId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open } = useGlobalDialogs();

  useSocketRoom({
    key: `notifications:${viewerId}`,
    listeners: {
      notification: (notification) => {
        const cached = queryClient.getQueryData<NotificationDto[]>(notificationKeys.list());
        if (cached) {
          queryClient.setQueryData(
            notificationKeys.list(),
            prependNotification(cached, notification),
          );
        } else {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
        }
        // New messages have their own browser notification (the chat's).
        if (notification.isConversationStart) {
          return;
        }
        notifyInBrowser({
          id: `notification:${notification._id}`,
          title: "Scrims",
          body: notification.message,
          onClick: () => {
            const action = notificationAction(notification);
            if (action.kind === "dialog") {
              open(action.dialog);
            } else if (action.kind === "navigate") {
              void navigate(action.to);
            }
          },
        });
      },
    },
    onJoined: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
