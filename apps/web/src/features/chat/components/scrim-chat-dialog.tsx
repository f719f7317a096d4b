import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useQueryClient } from "@tanstack/react-query";
import { chatMessages } from "@scrims/shared/chat/chat.constants";
import { useEffect } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { PanelDialog } from "@/components/dialogs/panel-dialog";
import { useViewer } from "@/lib/session";
import { useSocketRoom } from "@/lib/use-socket-room";
import { chatKeys } from "../api/chat-keys";
import { addMessageToCache } from "../api/get-messages";
import { useScrimConversation } from "../api/get-scrim-conversation";
import { useMarkSeen } from "../api/mark-seen";
import { useSendMessage } from "../api/send-message";
import { sendErrorMessage } from "../utils/chat-errors";
import { ChatPanel } from "./chat-panel";

type ScrimChatDialogProps = { open: boolean; scrimId: string; title: string; onClose: () => void };

/**
 * A scrim's chat room: joins it (`scrimChatOpen`, checked like the HTTP route) while open, shows
 * messages live (`getScrimMessage`) and leaves it (`scrimChatClose`) on close.
 */
export function ScrimChatDialog({ open, scrimId, title, onClose }: ScrimChatDialogProps) {
  const viewer = useViewer();
  const conversation = useScrimConversation(scrimId);
  const queryClient = useQueryClient();
  const send = useSendMessage();
  const markSeen = useMarkSeen();
  const { showAlert } = useAlerts();
  const conversationId = conversation.data?._id;
  const failed = conversation.isError;

  useEffect(() => {
    if (failed) {
      showAlert({ type: "error", message: chatMessages.scrimChatFailed() });
      onClose();
    }
  }, [failed, showAlert, onClose]);

  useSocketRoom({
    key: conversationId ? `scrim-chat:${scrimId}` : null,
    join: (socket, joined) =>
      socket.emit("scrimChatOpen", { scrimId, userId: viewer._id }, (result) => {
        if (result.ok) {
          joined();
        } else {
          showAlert({ type: "error", message: chatMessages.scrimChatFailed() });
        }
      }),
    leave: (socket) => socket.emit("scrimChatClose", { scrimId, userId: viewer._id }, () => {}),
    listeners: {
      getScrimMessage: (payload) => {
        if (payload.scrimId !== scrimId) {
          return;
        }
        const {
          messageId: _messageId,
          senderId: _senderId,
          scrimId: _scrimId,
          ...message
        } = payload;
        addMessageToCache(queryClient, message);
        if (message._sender._id !== viewer._id) {
          markSeen(message._conversation, message._id);
        }
      },
    },
    onJoined: () =>
      conversationId &&
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
  });

  const handleSend = async (text: string) => {
    if (!conversationId) {
      return false;
    }
    try {
      await send.mutateAsync({ senderId: viewer._id, conversationId, text });
      return true;
    } catch (error) {
      showAlert({ type: "error", message: sendErrorMessage(error) });
      return false;
    }
  };

  return (
    <PanelDialog open={open} onClose={onClose} title={`${title} Chat`}>
      {conversationId ? (
        <ChatPanel
          key={conversationId}
          conversationId={conversationId}
          onSend={handleSend}
          emptyText="No messages yet: say hi to the lobby"
        />
      ) : (
        <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
          <CircularProgress size={28} aria-label="Loading chat" />
        </Box>
      )}
    </PanelDialog>
  );
}
