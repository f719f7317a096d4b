import SendRoundedIcon from "@mui/icons-material/SendRounded";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { MESSAGE_MAX } from "@scrims/shared/chat/chat.constants";
import { hasVisibleText } from "@scrims/shared/common/text";
import type { KeyboardEvent } from "react";
import { useState } from "react";

/** Spec part 2, sections 5 and 9: the input shows at most 4 rows. */
export const MESSAGE_INPUT_MAX_ROWS = 4;

/**
 * The chat's keys: Enter sends, Shift+Enter adds a newline. Enter while composing (an IME) picks
 * a candidate; it must not send.
 */
export function sendOnEnter(send: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
}

type MessageInputProps = {
  /** Resolves true when sent (the input clears), false to keep the text for another try. */
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
  label?: string;
};

/** Multiline input: Enter sends a message that shows something, Shift+Enter adds a newline. */
export function MessageInput({ onSend, disabled = false, label = "Message" }: MessageInputProps) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!hasVisibleText(text) || sending) {
      return;
    }
    setSending(true);
    const sent = await onSend(text).finally(() => setSending(false));
    if (sent) {
      setText("");
    }
  };

  return (
    <Box sx={{ display: "flex", alignItems: "flex-end", gap: 1 }}>
      <TextField
        label={label}
        placeholder="Type a message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={sendOnEnter(() => void send())}
        multiline
        maxRows={MESSAGE_INPUT_MAX_ROWS}
        fullWidth
        size="small"
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
      <IconButton
        color="primary"
        aria-label="Send message"
        disabled={disabled || sending || !hasVisibleText(text)}
        onClick={() => void send()}
        sx={{ mb: 0.25 }}
      >
        <SendRoundedIcon />
      </IconButton>
    </Box>
  );
}
