import ForumRoundedIcon from "@mui/icons-material/ForumRounded";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useConversations } from "../api/get-conversations";

/** Header icon: the messenger, with the total of unread messages over every conversation. */
export function MessengerButton() {
  const conversations = useConversations();
  const { open } = useGlobalDialogs();
  const unread = (conversations.data ?? []).reduce(
    (total, conversation) => total + conversation.unseenCount,
    0,
  );

  return (
    <Tooltip title="Messenger">
      <IconButton
        color="inherit"
        aria-label="Messenger"
        data-count={unread}
        onClick={() => {
          requestNotificationPermission();
          open({ type: "messenger" });
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <ForumRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
