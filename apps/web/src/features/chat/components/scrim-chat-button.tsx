import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { chatMessages } from "@scrims/shared/chat/chat.schema";
import { useAlerts } from "@/components/alerts/use-alerts";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useScrimConversation } from "../api/get-scrim-conversation";

type ScrimChatButtonProps = { scrimId: string; title: string };

/** The scrim card's chat button with the viewer's unread count; opens the scrim's chat. */
export function ScrimChatButton({ scrimId, title }: ScrimChatButtonProps) {
  const conversation = useScrimConversation(scrimId);
  const { open } = useGlobalDialogs();
  const { showAlert } = useAlerts();
  const unread = conversation.data?.unseenCount ?? 0;

  const handleClick = async () => {
    requestNotificationPermission();
    if (!conversation.isSuccess) {
      const retried = await conversation.refetch();
      if (!retried.isSuccess) {
        showAlert({ type: "error", message: chatMessages.scrimChatFailed() });
        return;
      }
    }
    open({ type: "scrimChat", scrimId, title });
  };

  return (
    <Tooltip title="Scrim chat">
      <IconButton aria-label="Scrim chat" data-count={unread} onClick={() => void handleClick()}>
        <Badge badgeContent={unread} color="error" max={99}>
          <ChatRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
