import { useQueryClient } from "@tanstack/react-query";
import type { MessageDto } from "@scrims/shared/chat/chat.schema";
import { useCallback } from "react";
import { api } from "@/lib/api-client";
import { setUnreadCount } from "../utils/unread-counts";
import { chatKeys } from "./chat-keys";

/** `POST /api/conversations/{conversationId}/seen`: every unseen message of it becomes seen. */
const markConversationSeen = (conversationId: string) =>
  api.post<void>(`/api/conversations/${encodeURIComponent(conversationId)}/seen`);

/** `POST /api/messages/{messageId}/seen` → the message. */
const markMessageSeen = (messageId: string) =>
  api.post<MessageDto>(`/api/messages/${encodeURIComponent(messageId)}/seen`);

/**
 * Marks an open chat seen (all of it, or one message that just arrived) and clears its unread
 * count in the caches at once. Failures stay silent: the count comes back on the next read.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  return useCallback(
    (conversationId: string, messageId?: string) => {
      setUnreadCount(queryClient, { conversationId, unseenCount: 0 });
      // The server then tells every tab of the viewer the count (`conversationSeen`).
      const request = messageId ? markMessageSeen(messageId) : markConversationSeen(conversationId);
      void request.then(
        () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
            queryClient.invalidateQueries({ queryKey: [...chatKeys.all, "scrim"] }),
          ]),
        () => {},
      );
    },
    [queryClient],
  );
}
