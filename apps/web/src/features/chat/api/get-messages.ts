import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import type { MessageDto, MessageListDto } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { notePushed, readPastPushes } from "@/lib/pushed-queries";
import { chatKeys } from "./chat-keys";

/** `GET /api/messages/{conversationId}?before&limit`: a page of messages, oldest first. */
export const getMessages = (
  conversationId: string,
  { before, signal }: { before?: string; signal?: AbortSignal } = {},
) =>
  api.get<MessageListDto>(`/api/messages/${encodeURIComponent(conversationId)}`, {
    params: { before },
    signal,
  });

const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.messages(conversationId),
    // A message pushed while the read is out may be missing from its answer: it reads again.
    queryFn: ({ client, signal }) =>
      readPastPushes(client, chatKeys.messages(conversationId), () =>
        getMessages(conversationId, { signal }),
      ),
    // Kept live by the socket while open; fetched afresh on each opening.
    staleTime: 0,
  });

export const useMessages = (conversationId: string) =>
  useQuery(messagesQueryOptions(conversationId));

/** Puts an older page before the cached messages, once each (oldest first). */
export function prependMessages(
  list: MessageListDto | undefined,
  older: MessageListDto,
): MessageListDto | undefined {
  if (!list) {
    return list;
  }
  const known = new Set(list.map((message) => message._id));
  return [...older.filter((message) => !known.has(message._id)), ...list];
}

/** Adds a message at its place (oldest first), once: a live event and a send answer may both bring it. */
function appendMessage(
  list: MessageListDto | undefined,
  message: MessageDto,
): MessageListDto | undefined {
  if (!list || list.some((item) => item._id === message._id)) {
    return list;
  }
  const next = [...list, message];
  next.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return next;
}

/**
 * Adds a message (pushed, or the answer to its sending) to its conversation's cached messages; a
 * read of them still out reads again, since it may have read before the message.
 */
export function addMessageToCache(queryClient: QueryClient, message: MessageDto): void {
  const key = chatKeys.messages(message._conversation);
  notePushed(queryClient, key);
  queryClient.setQueryData<MessageListDto>(key, (list) => appendMessage(list, message));
}
