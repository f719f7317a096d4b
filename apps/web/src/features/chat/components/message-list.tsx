import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { MessageDto } from "@scrims/shared/chat/chat.schema";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useEffect, useLayoutEffect, useRef } from "react";
import { LinkifiedText } from "@/components/text/linkified-text";
import { ReportMessageSlot } from "@/lib/report-message-slot";

/** Spec part 2, section 9: the chat's message area is at most 300 px high. */
const MESSAGE_AREA_MAX_HEIGHT = 300;

type MessageListProps = {
  messages: MessageDto[];
  viewerId: string;
  /** Above the first message (loading, empty text, "Load older"). */
  header?: ReactNode;
  emptyText: string;
  /** Called when the reader scrolls to the top (loads older messages). */
  onReachTop?: () => void;
};

/** How close to the top (px) counts as reaching it. */
const TOP_SLACK = 24;

/**
 * The messages, oldest first, scrolled to the newest whenever one arrives. Older messages put
 * before them keep the reader's place: the view moves down by the height they added.
 */
export function MessageList({
  messages,
  viewerId,
  header,
  emptyText,
  onReachTop,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?._id;
  const firstId = messages[0]?._id;
  // Where the view was after the last render: first message, content height, scroll offset.
  const before = useRef<{ firstId?: string; height: number; top: number }>({ height: 0, top: 0 });

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) {
      return;
    }
    const previous = before.current;
    const prepended =
      previous.firstId !== undefined &&
      previous.firstId !== firstId &&
      messages.some((message) => message._id === previous.firstId);
    if (prepended) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    }
    before.current = { firstId, height: element.scrollHeight, top: element.scrollTop };
  });

  useEffect(() => {
    const element = scroller.current;
    if (element) {
      element.scrollTop = element.scrollHeight;
      before.current = { ...before.current, top: element.scrollTop };
    }
  }, [lastId]);

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) {
      return;
    }
    before.current = { ...before.current, top: element.scrollTop };
    if (
      onReachTop &&
      element.scrollTop <= TOP_SLACK &&
      element.scrollHeight > element.clientHeight
    ) {
      onReachTop();
    }
  };

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      data-testid="message-area"
      onScroll={handleScroll}
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
              {!own && (
                <ReportMessageSlot
                  messageId={message._id}
                  senderId={message._sender._id}
                  senderName={message._sender.name}
                />
              )}
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
