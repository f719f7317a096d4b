import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ConversationDto } from "@scrims/shared/chat/chat.schema";
import dayjs from "dayjs";
import { PanelDialog, PanelList, PanelRowButton } from "@/components/dialogs/panel-dialog";
import { PlayerIcon } from "@/components/summoner/player-icon";
import { useGlobalDialogs } from "@/lib/global-dialogs";
import { useViewer } from "@/lib/session";
import { useConversations } from "../api/get-conversations";
import { MessengerVolume } from "./messenger-volume";

function lastMessagePreview(conversation: ConversationDto, viewerId: string): string {
  const last = conversation.lastMessage;
  if (!last) {
    return "No messages yet";
  }
  const text = last.text.replace(/\s+/g, " ");
  return last._sender._id === viewerId ? `You: ${text}` : text;
}

type MessengerDialogProps = { open: boolean; onClose: () => void };

/** The viewer's conversations: the other player, the last message and the unread count. */
export function MessengerDialog({ open, onClose }: MessengerDialogProps) {
  const viewer = useViewer();
  const conversations = useConversations();
  const { open: openDialog } = useGlobalDialogs();

  return (
    <PanelDialog
      open={open}
      onClose={onClose}
      title="Messenger"
      maxWidth="xs"
      footer={<MessengerVolume />}
    >
      <PanelList
        query={conversations}
        loadingLabel="Loading conversations"
        items={conversations.data?.filter((conversation) => conversation.otherMember)}
        empty="No conversations yet: message a friend from your friends list"
      >
        {(list) =>
          list.map((conversation) => {
            const other = conversation.otherMember!;
            const unread = conversation.unseenCount;
            const detailsId = `conversation-${conversation._id}-details`;
            return (
              <Box
                component="li"
                key={conversation._id}
                sx={{ "& + &": { borderTop: 1, borderColor: "divider" } }}
              >
                {/* Named "Chat with Ahri" by its own text ("Chat with" for screen readers only;
                    no aria-label: a name holds the text on screen, WCAG 2.5.3), described by
                    the unread count, the time and the last message. */}
                <PanelRowButton
                  aria-describedby={`${detailsId}-unread ${detailsId}-time ${detailsId}`}
                  onClick={() =>
                    openDialog({ type: "chat", otherUser: other, conversationId: conversation._id })
                  }
                >
                  <Box component="span" aria-hidden="true">
                    <Badge badgeContent={unread} color="error" overlap="circular">
                      <PlayerIcon player={other} />
                    </Badge>
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
                      <Typography sx={{ fontWeight: unread ? 700 : 600, flex: 1 }} noWrap>
                        <span className="visually-hidden">Chat with </span>
                        {other.name}
                        {unread > 0 && (
                          <span
                            className="visually-hidden"
                            id={`${detailsId}-unread`}
                            aria-hidden="true"
                          >
                            {unread} unread
                          </span>
                        )}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ flexShrink: 0 }}
                        id={`${detailsId}-time`}
                        aria-hidden="true"
                      >
                        {dayjs(conversation.updatedAt).format("MM/DD hh:mm A")}
                      </Typography>
                    </Box>
                    <Typography
                      id={detailsId}
                      aria-hidden="true"
                      variant="body2"
                      color={unread ? "text.primary" : "text.secondary"}
                      noWrap
                    >
                      {lastMessagePreview(conversation, viewer._id)}
                    </Typography>
                  </Box>
                </PanelRowButton>
              </Box>
            );
          })
        }
      </PanelList>
    </PanelDialog>
  );
}
