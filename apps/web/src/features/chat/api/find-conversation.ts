import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationDto } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/**
 * `GET /api/conversations/find/{firstUserId}/{secondUserId}`: their conversation, or null when
 * they have none yet (a 200: the browser logs no failed request for an answer the app expects).
 */
const findConversation = (userId: string, otherUserId: string, signal?: AbortSignal) =>
  api.get<ConversationDto | null>(
    `/api/conversations/find/${encodeURIComponent(userId)}/${encodeURIComponent(otherUserId)}`,
    { signal },
  );

const findConversationQueryOptions = (userId: string, otherUserId: string) =>
  queryOptions({
    queryKey: chatKeys.between(userId, otherUserId),
    queryFn: ({ signal }) => findConversation(userId, otherUserId, signal),
    // A new friend's conversation may have been started since.
    staleTime: 0,
  });

export const useFindConversation = (userId: string, otherUserId: string, enabled: boolean) =>
  useQuery({ ...findConversationQueryOptions(userId, otherUserId), enabled });
