import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MESSAGE_MAX, chatMessages } from "@scrims/shared/chat/chat.constants";
import { useState } from "react";
import { useAlerts } from "@/components/alerts/use-alerts";
import { PanelDialog } from "@/components/dialogs/panel-dialog";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import type { DialogUser } from "@/lib/global-dialogs";
import { useViewer } from "@/lib/session";
import { useCreateConversation } from "../api/create-conversation";
import { useSendMessage } from "../api/send-message";
import { sendErrorMessage } from "../utils/chat-errors";
import { MESSAGE_INPUT_MAX_ROWS, sendOnEnter } from "./message-input";

type NewConversationDialogProps = { open: boolean; user: DialogUser; onClose: () => void };

/**
 * Starts a conversation with a friend: a first message is required; the conversation is created,
 * the message sent (Start conversation, or Enter as in every chat), and the chat opens in place
 * of this dialog.
 */
export function NewConversationDialog({ open, user, onClose }: NewConversationDialogProps) {
  const viewer = useViewer();
  const [text, setText] = useState("");
  const create = useCreateConversation();
  const send = useSendMessage();
  const { open: openDialog } = useGlobalDialogs();
  const { showAlert } = useAlerts();
  const busy = create.isPending || send.isPending;

  const handleStart = async () => {
    if (busy) {
      return;
    }
    if (!text.trim()) {
      showAlert({ type: "error", message: chatMessages.noFirstMessage() });
      return;
    }
    let conversationId: string;
    try {
      conversationId = (await create.mutateAsync({ senderId: viewer._id, receiverId: user._id }))
        ._id;
    } catch {
      showAlert({ type: "error", message: chatMessages.createFailed(user.name) });
      return;
    }
    try {
      await send.mutateAsync({ conversationId, text, receiverId: user._id });
    } catch (error) {
      showAlert({ type: "error", message: sendErrorMessage(error) });
    }
    openDialog({ type: "chat", otherUser: user, conversationId });
  };

  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      title={`New conversation with ${user.name}`}
      footer={
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void handleStart()} loading={busy}>
            Start conversation
          </Button>
        </Box>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        You have no conversation with {user.name} yet. Write a first message to start one.
      </Typography>
      <TextField
        label="First message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter(() => void handleStart())}
        multiline
        minRows={2}
        maxRows={MESSAGE_INPUT_MAX_ROWS}
        fullWidth
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens on the message field (ARIA dialog pattern)
        autoFocus
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
    </PanelDialog>
  );
}
