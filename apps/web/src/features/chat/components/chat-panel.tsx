import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import { useEffect } from "react";
import { useViewer } from "@/lib/session";
import { useMessages } from "../api/get-messages";
import { useMarkSeen } from "../api/mark-seen";
import { MessageInput } from "./message-input";
import { MessageList } from "./message-list";

type ChatPanelProps = {
  conversationId: string;
  onSend: (text: string) => Promise<boolean>;
  emptyText?: string;
};

/** A conversation's messages and the input; opening it marks every unseen message seen. */
export function ChatPanel({
  conversationId,
  onSend,
  emptyText = "No messages yet",
}: ChatPanelProps) {
  const viewer = useViewer();
  const messages = useMessages(conversationId);
  const markSeen = useMarkSeen();

  useEffect(() => {
    markSeen(conversationId);
  }, [conversationId, markSeen]);

  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {messages.isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", minHeight: 120 }}>
          <CircularProgress size={28} aria-label="Loading messages" />
        </Box>
      ) : messages.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the messages.
        </Alert>
      ) : (
        <MessageList messages={messages.data} viewerId={viewer._id} emptyText={emptyText} />
      )}
      <MessageInput onSend={onSend} disabled={!messages.isSuccess} />
    </Box>
  );
}
