import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationDto } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/** `GET /api/conversations/scrim/{scrimId}`: the scrim's chat, with the viewer's unseen count. */
const getScrimConversation = (scrimId: string, signal?: AbortSignal) =>
  api.get<ConversationDto>(`/api/conversations/scrim/${encodeURIComponent(scrimId)}`, { signal });

export const scrimConversationQueryOptions = (scrimId: string) =>
  queryOptions({
    queryKey: chatKeys.scrimConversation(scrimId),
    queryFn: ({ signal }) => getScrimConversation(scrimId, signal),
  });

export const useScrimConversation = (scrimId: string) =>
  useQuery(scrimConversationQueryOptions(scrimId));
