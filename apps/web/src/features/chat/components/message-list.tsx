import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { MessageDto } from "@scrims/shared/chat/chat.schema";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { LinkifiedText } from "@/components/text/linkified-text";

/** Spec part 2, section 9: the chat's message area is at most 300 px high. */
export const MESSAGE_AREA_MAX_HEIGHT = 300;

type MessageListProps = {
  messages: MessageDto[];
  viewerId: string;
  /** Above the first message (loading, empty text, "Load older"). */
  header?: ReactNode;
  emptyText: string;
};

/** The messages, oldest first, scrolled to the newest whenever one arrives. */
export function MessageList({ messages, viewerId, header, emptyText }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?._id;

  useEffect(() => {
    const element = scroller.current;
    if (element) {
      element.scrollTop = element.scrollHeight;
    }
  }, [lastId]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      data-testid="message-area"
      sx={{
        maxHeight: MESSAGE_AREA_MAX_HEIGHT,
        minHeight: 120,
        overflowY: "auto",
        display: "flex",
        flexDirection: "column",
        gap: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: "rgba(0, 0, 0, 0.18)",
      }}
    >
      {header}
      {messages.length === 0 && (
        <Typography color="text.secondary" variant="body2" sx={{ m: "auto", py: 3 }}>
          {emptyText}
        </Typography>
      )}
      {messages.map((message) => {
        const own = message._sender._id === viewerId;
        return (
          <Box
            key={message._id}
            data-message-id={message._id}
            sx={{ alignSelf: own ? "flex-end" : "flex-start", maxWidth: "85%" }}
          >
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ textAlign: own ? "right" : "left", px: 0.5 }}
            >
              {own ? "You" : message._sender.name} ·{" "}
              <time dateTime={message.createdAt}>
                {dayjs(message.createdAt).format("MM/DD hh:mm A")}
              </time>
            </Typography>
            <Typography
              variant="body2"
              component="p"
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                whiteSpace: "pre-wrap",
                overflowWrap: "anywhere",
                bgcolor: own ? "primary.dark" : "rgba(255, 255, 255, 0.08)",
                color: own ? "common.white" : "text.primary",
              }}
            >
              <LinkifiedText text={message.text} />
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
