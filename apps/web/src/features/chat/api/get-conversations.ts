import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationListDto } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/** `GET /api/conversations`: the viewer's direct conversations, latest activity first. */
const getConversations = (signal?: AbortSignal) =>
  api.get<ConversationListDto>("/api/conversations", { signal });

const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
