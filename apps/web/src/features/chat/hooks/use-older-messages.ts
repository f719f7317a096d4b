import { useQueryClient } from "@tanstack/react-query";
import { MESSAGES_PAGE_DEFAULT } from "@scrims/shared/chat/chat.constants";
import type { MessageListDto } from "@scrims/shared/chat/chat.schema";
import { useState } from "react";
import { chatKeys } from "../api/chat-keys";
import { getMessages, prependMessages } from "../api/get-messages";

/**
 * Paged history: `loadOlder` reads the page before the oldest message shown
 * (`GET /api/messages/{id}?before={messageId}`) and puts it before them. `hasOlder` holds while
 * the last page read was full (the conversation may go further back).
 */
export function useOlderMessages(conversationId: string, messages: MessageListDto | undefined) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The id of the conversation's very first message, once a short page showed it.
  const [firstOfAll, setFirstOfAll] = useState<string | null>(null);
  const oldest = messages?.[0];
  const hasOlder =
    !!oldest && oldest._id !== firstOfAll && (messages?.length ?? 0) >= MESSAGES_PAGE_DEFAULT;

  const loadOlder = async () => {
    if (!oldest || loading || !hasOlder) {
      return;
    }
    setLoading(true);
    setFailed(false);
    try {
      const page = await getMessages(conversationId, { before: oldest._id });
      queryClient.setQueryData<MessageListDto>(chatKeys.messages(conversationId), (list) =>
        prependMessages(list, page),
      );
      if (page.length < MESSAGES_PAGE_DEFAULT) {
        setFirstOfAll(page[0]?._id ?? oldest._id);
      }
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return { hasOlder, loading, failed, loadOlder };
}
