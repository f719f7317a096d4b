import type { QueryClient } from "@tanstack/react-query";
import type { ConversationDto, ScrimUnreadDto } from "@scrims/shared/chat/chat.schema";
import { chatKeys } from "../api/chat-keys";

/**
 * Sets a conversation's unread count wherever it is cached: the messenger's list, a scrim's
 * conversation and the scrim card's count (by `scrimId` when known, else by conversation id).
 */
export function setUnreadCount(
  queryClient: QueryClient,
  {
    conversationId,
    scrimId = null,
    unseenCount,
  }: { conversationId: string; scrimId?: string | null; unseenCount: number },
): void {
  const update = (conversation: ConversationDto | undefined) =>
    conversation && conversation._id === conversationId
      ? { ...conversation, unseenCount }
      : conversation;
  queryClient.setQueryData<ConversationDto[]>(chatKeys.conversations(), (list) =>
    list?.map((conversation) => update(conversation) ?? conversation),
  );
  queryClient.setQueriesData<ConversationDto>(
    { queryKey: [...chatKeys.all, "scrim"] },
    (conversation) => update(conversation),
  );
  if (scrimId) {
    queryClient.setQueryData<ScrimUnreadDto>(chatKeys.scrimUnread(scrimId), {
      scrimId,
      conversationId,
      unseenCount,
    });
    return;
  }
  queryClient.setQueriesData<ScrimUnreadDto>({ queryKey: chatKeys.scrimUnreads() }, (card) =>
    card && card.conversationId === conversationId ? { ...card, unseenCount } : card,
  );
}

/** One more unread message on a scrim card (someone else wrote while its chat is closed). */
export function addScrimUnread(
  queryClient: QueryClient,
  { scrimId, conversationId }: { scrimId: string; conversationId: string },
): void {
  queryClient.setQueryData<ScrimUnreadDto>(chatKeys.scrimUnread(scrimId), (card) =>
    card ? { ...card, conversationId, unseenCount: card.unseenCount + 1 } : card,
  );
}
