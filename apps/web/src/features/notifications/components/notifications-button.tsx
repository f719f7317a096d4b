import NotificationsRoundedIcon from "@mui/icons-material/NotificationsRounded";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useNotifications } from "../api/get-notifications";

/** Header icon: the viewer's notifications with their count; opens the notifications dialog. */
export function NotificationsButton() {
  const notifications = useNotifications();
  const { open } = useGlobalDialogs();
  const count = notifications.data?.length ?? 0;

  return (
    <Tooltip title="Notifications">
      <IconButton
        color="inherit"
        aria-label="Notifications"
        data-count={count}
        onClick={() => {
          requestNotificationPermission();
          open({ type: "notifications" });
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
