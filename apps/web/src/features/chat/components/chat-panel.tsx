import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { LoadErrorAlert } from "@/components/errors/load-error-alert";
import { useViewer } from "@/lib/session";
import { useMessages } from "../api/get-messages";
import { useMarkSeen } from "../api/mark-seen";
import { useOlderMessages } from "../hooks/use-older-messages";
import { MessageInput } from "./message-input";
import { MessageList } from "./message-list";

type ChatPanelProps = {
  conversationId: string;
  onSend: (text: string) => Promise<boolean>;
  emptyText?: string;
};

/**
 * A conversation's messages and the input; opening it marks every unseen message seen. Older
 * messages come a page at a time, from the "Load older messages" control or by scrolling to the
 * top.
 */
export function ChatPanel({
  conversationId,
  onSend,
  emptyText = "No messages yet",
}: ChatPanelProps) {
  const viewer = useViewer();
  const messages = useMessages(conversationId);
  const markSeen = useMarkSeen();
  const older = useOlderMessages(conversationId, messages.data);

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
        <LoadErrorAlert onRetry={() => void messages.refetch()}>
          Could not load the messages.
        </LoadErrorAlert>
      ) : (
        <MessageList
          messages={messages.data}
          viewerId={viewer._id}
          emptyText={emptyText}
          onReachTop={older.hasOlder ? () => void older.loadOlder() : undefined}
          header={
            (older.hasOlder || older.failed) && (
              <Box sx={{ display: "grid", placeItems: "center" }}>
                {older.failed && (
                  <Typography variant="caption" color="error">
                    Could not load older messages.
                  </Typography>
                )}
                <Button size="small" loading={older.loading} onClick={() => void older.loadOlder()}>
                  Load older messages
                </Button>
              </Box>
            )
          }
        />
      )}
      <MessageInput onSend={onSend} disabled={!messages.isSuccess} />
    </Box>
  );
}
