import chatPaths from "@mui/icons-material/ChatRounded?paths";
import { useQueryClient } from "@tanstack/react-query";
import { chatMessages } from "@scrims/shared/chat/chat.constants";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { CountIconButton } from "@/components/count-icon-button";
import { requestNotificationPermission } from "@/lib/browser-notifications";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { scrimConversationQueryOptions } from "../api/get-scrim-conversation";
import { useScrimUnread } from "../api/get-scrim-unread";

type ScrimChatButtonProps = { scrimId: string; title: string };

/**
 * The scrim card's chat button with the viewer's unread count (the hub's cards read theirs in
 * one request, kept live by `scrimChatActivity`); opens the scrim's chat. Drawn without MUI, like
 * the card around it.
 */
export function ScrimChatButton({ scrimId, title }: ScrimChatButtonProps) {
  const unreadQuery = useScrimUnread(scrimId);
  const queryClient = useQueryClient();
  const { open, preload } = useGlobalDialogs();
  const { showAlert } = useAlerts();
  const [opening, setOpening] = useState(false);
  const unread = unreadQuery.data?.unseenCount ?? 0;

  const handleClick = async () => {
    requestNotificationPermission();
    // The chat's code loads while its conversation is read.
    preload();
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
    <CountIconButton
      label="Scrim chat"
      iconPaths={chatPaths}
      count={unread}
      disabled={opening}
      onApproach={preload}
      onClick={() => void handleClick()}
    />
  );
}
