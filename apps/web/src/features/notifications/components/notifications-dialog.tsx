import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import DoneAllRoundedIcon from "@mui/icons-material/DoneAllRounded";
import DoneRoundedIcon from "@mui/icons-material/DoneRounded";
import EventRoundedIcon from "@mui/icons-material/EventRounded";
import PeopleAltRoundedIcon from "@mui/icons-material/PeopleAltRounded";
import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { PanelDialog, PanelList, PanelRowButton } from "@/components/dialogs/panel-dialog";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useViewer } from "@/lib/session";
import { useNotifications } from "../api/get-notifications";
import type { NotificationDto } from "@scrims/shared/notifications/notifications.schema";
import { useRemoveAllNotifications } from "../api/remove-all-notifications";
import { useRemoveNotification } from "../api/remove-notification";
import { notificationAction } from "../utils/notification-action";

/** The spec's date format with time (MM/DD/YYYY hh:mm A), in the viewer's zone. */
const NOTIFICATION_DATE_FORMAT = "MM/DD/YYYY hh:mm A";

function NotificationIcon({ notification }: { notification: NotificationDto }) {
  if (notification.isFriendRequest) {
    return <PeopleAltRoundedIcon color="primary" />;
  }
  if (notification.isScrimAlert) {
    return <EventRoundedIcon color="warning" />;
  }
  if (notification.isConversationStart) {
    return <ChatRoundedIcon color="info" />;
  }
  return <PersonRoundedIcon color="success" />;
}

type NotificationsDialogProps = { open: boolean; onClose: () => void };

/** Notifications newest first; a click acts by type; each (or all) can be marked read. */
export function NotificationsDialog({ open, onClose }: NotificationsDialogProps) {
  const viewer = useViewer();
  const notifications = useNotifications();
  const remove = useRemoveNotification();
  const removeAll = useRemoveAllNotifications();
  const navigate = useNavigate();
  const { open: openDialog } = useGlobalDialogs();
  const count = notifications.data?.length ?? 0;

  const handleClick = (notification: NotificationDto) => {
    const action = notificationAction(notification);
    if (action.kind === "dialog") {
      openDialog(action.dialog);
    } else if (action.kind === "navigate") {
      onClose();
      void navigate(action.to);
    }
  };

  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      title="Notifications"
      titleAction={
        count > 0 && (
          <Button
            size="small"
            startIcon={<DoneAllRoundedIcon />}
            loading={removeAll.isPending}
            onClick={() => removeAll.mutate(viewer._id)}
          >
            Mark all read
          </Button>
        )
      }
    >
      <PanelList
        query={notifications}
        loadingLabel="Loading notifications"
        items={notifications.data}
        empty="No notifications found"
      >
        {(list) =>
          list.map((notification) => (
            <Box
              component="li"
              key={notification._id}
              sx={{
                display: "flex",
                alignItems: "center",
                gap: 0.5,
                "& + &": { borderTop: 1, borderColor: "divider" },
              }}
            >
              <PanelRowButton onClick={() => handleClick(notification)}>
                <NotificationIcon notification={notification} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
                    {notification.message}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dayjs(notification.createdAt).format(NOTIFICATION_DATE_FORMAT)}
                  </Typography>
                </Box>
              </PanelRowButton>
              <Tooltip title="Mark read">
                <IconButton
                  size="small"
                  aria-label={`Mark read: ${notification.message}`}
                  disabled={remove.isPending || removeAll.isPending}
                  onClick={() => remove.mutate(notification._id)}
                >
                  <DoneRoundedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
          ))
        }
      </PanelList>
    </PanelDialog>
  );
}
