import notificationsPaths from "@mui/icons-material/NotificationsRounded?paths";
import { HeaderDialogButton } from "@/components/layouts/header-dialog-button";
import { useNotifications } from "../api/get-notifications";

/** Header icon: the viewer's notifications with their count; opens the notifications dialog. */
export function NotificationsButton() {
  const notifications = useNotifications();
  return (
    <HeaderDialogButton
      label="Notifications"
      iconPaths={notificationsPaths}
      count={notifications.data?.length ?? 0}
      dialog={{ type: "notifications" }}
    />
  );
}
