import { useQueryClient } from "@tanstack/react-query";
import type { ConversationListDto } from "@scrims/shared/chat/chat.schema";
import { notifyInBrowser } from "@/lib/browser-notifications";
import { useGlobalDialogsStore } from "@/lib/global-dialogs";
import { useSocketRoom } from "@/lib/use-socket-room";
import { chatKeys } from "../api/chat-keys";
import { addMessageToCache } from "../api/get-messages";
import { addScrimUnread, setUnreadCount } from "../utils/unread-counts";

const PREVIEW_LENGTH = 140;

/**
 * While signed in, every `getMessage` (both members' user rooms, every tab): the message joins
 * its conversation's cached messages, the conversation moves to the top of the messenger with the
 * last message, and, unless its chat is open, one more unread. A message from someone else also
 * shows a browser notification while the tab is hidden. `conversationSeen` (a seen mark in any
 * tab) sets the unread counts to the server's, and `scrimChatActivity` adds one to a scrim card's
 * count while its chat is closed.
 */
export function useChatEvents(viewerId: string) {
  const queryClient = useQueryClient();
  const dialogs = useGlobalDialogsStore();

  useSocketRoom({
    key: `chat:${viewerId}`,
    listeners: {
      getMessage: (payload) => {
        const { messageId: _messageId, ...message } = payload;
        const conversationId = message._conversation;
        addMessageToCache(queryClient, message);
        const fromOther = message._sender._id !== viewerId;
        const current = dialogs.getSnapshot();
        const isOpen =
          current?.type === "chat" &&
          (current.conversationId === conversationId ||
            current.otherUser._id === message._sender._id);
        const list = queryClient.getQueryData<ConversationListDto>(chatKeys.conversations());
        const known = list?.find((conversation) => conversation._id === conversationId);
        if (list && known) {
          const updated = {
            ...known,
            lastMessage: message,
            updatedAt: message.createdAt,
            unseenCount: known.unseenCount + (fromOther && !isOpen ? 1 : 0),
          };
          queryClient.setQueryData<ConversationListDto>(chatKeys.conversations(), [
            updated,
            ...list.filter((conversation) => conversation._id !== conversationId),
          ]);
        } else {
          void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
        }
        if (fromOther) {
          notifyInBrowser({
            id: `message:${message._id}`,
            title: `New message from ${message._sender.name}`,
            body: message.text.slice(0, PREVIEW_LENGTH),
            onClick: () =>
              dialogs.open({ type: "chat", otherUser: message._sender, conversationId }),
          });
        }
      },
      conversationSeen: (seen) => {
        // Another tab (or this one) marked it seen: the server's count after the mark.
        setUnreadCount(queryClient, seen);
      },
      scrimChatActivity: ({ scrimId, conversationId, senderId }) => {
        const current = dialogs.getSnapshot();
        const open = current?.type === "scrimChat" && current.scrimId === scrimId;
        if (senderId !== viewerId && !open) {
          addScrimUnread(queryClient, { scrimId, conversationId });
        }
      },
    },
    onJoined: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
