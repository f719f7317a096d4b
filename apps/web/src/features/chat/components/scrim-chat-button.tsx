import ChatRoundedIcon from "@mui/icons-material/ChatRounded";
import Badge from "@mui/material/Badge";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useQueryClient } from "@tanstack/react-query";
import { chatMessages } from "@scrims/shared/chat/chat.constants";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { scrimConversationQueryOptions } from "../api/get-scrim-conversation";
import { useScrimUnread } from "../api/get-scrim-unread";

type ScrimChatButtonProps = { scrimId: string; title: string };

/**
 * The scrim card's chat button with the viewer's unread count (the hub's cards read theirs in
 * one request, kept live by `scrimChatActivity`); opens the scrim's chat.
 */
export function ScrimChatButton({ scrimId, title }: ScrimChatButtonProps) {
  const unreadQuery = useScrimUnread(scrimId);
  const queryClient = useQueryClient();
  const { open } = useGlobalDialogs();
  const { showAlert } = useAlerts();
  const [opening, setOpening] = useState(false);
  const unread = unreadQuery.data?.unseenCount ?? 0;

  const handleClick = async () => {
    requestNotificationPermission();
    setOpening(true);
    try {
      // The conversation itself is read (made on first use) only when the chat opens.
      await queryClient.fetchQuery(scrimConversationQueryOptions(scrimId));
      open({ type: "scrimChat", scrimId, title });
    } catch {
      showAlert({ type: "error", message: chatMessages.scrimChatFailed() });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Tooltip title="Scrim chat">
      <IconButton
        aria-label="Scrim chat"
        data-count={unread}
        disabled={opening}
        onClick={() => void handleClick()}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <ChatRoundedIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
