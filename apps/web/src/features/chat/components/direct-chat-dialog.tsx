import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useEffect } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { EmptyState, PanelDialog } from "@/components/dialogs/panel-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import type { DialogUser } from "@/lib/global-dialogs";
import { useViewer } from "@/lib/session";
import { useSocketRoom } from "@/lib/use-socket-room";
import { useFindConversation } from "../api/find-conversation";
import { useMarkSeen } from "../api/mark-seen";
import { useSendMessage } from "../api/send-message";
import { sendErrorMessage } from "../utils/chat-errors";
import { ChatPanel } from "./chat-panel";

type DirectChatDialogProps = {
  open: boolean;
  otherUser: DialogUser;
  /** Unknown when opened from a friends list: looked up, or the new conversation dialog. */
  conversationId?: string;
  onClose: () => void;
};

/** The messenger chat with one player. New messages from them are marked seen while it is open. */
export function DirectChatDialog({
  open,
  otherUser,
  conversationId,
  onClose,
}: DirectChatDialogProps) {
  const viewer = useViewer();
  const found = useFindConversation(viewer._id, otherUser._id, !conversationId);
  const { open: openDialog } = useGlobalDialogs();
  const { showAlert } = useAlerts();
  const send = useSendMessage();
  const markSeen = useMarkSeen();
  const id = conversationId ?? found.data?._id;
  const noConversation = !conversationId && found.data === null;

  useEffect(() => {
    if (noConversation) {
      openDialog({ type: "newConversation", user: otherUser });
    }
  }, [noConversation, openDialog, otherUser]);

  useSocketRoom({
    key: id ? `chat:${id}` : null,
    listeners: {
      getMessage: (message) => {
        if (message._conversation === id && message._sender._id !== viewer._id) {
          markSeen(message._conversation, message._id);
        }
      },
    },
  });

  const handleSend = async (text: string) => {
    if (!id) {
      return false;
    }
    try {
      await send.mutateAsync({ conversationId: id, text, receiverId: otherUser._id });
      return true;
    } catch (error) {
      showAlert({ type: "error", message: sendErrorMessage(error) });
      return false;
    }
  };

  let content;
  if (id) {
    content = <ChatPanel key={id} conversationId={id} onSend={handleSend} />;
  } else if (found.isError) {
    content = <EmptyState>{getErrorMessage(found.error)}</EmptyState>;
  } else {
    content = (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }}>
        <CircularProgress size={28} aria-label="Loading conversation" />
      </Box>
    );
  }

  return (
    <PanelDialog open={open} onClose={onClose} title={`Chat with ${otherUser.name}`}>
      {content}
    </PanelDialog>
  );
}
