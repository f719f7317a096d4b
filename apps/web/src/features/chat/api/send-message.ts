import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MessageDto, SendMessageInput } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";
import { addMessageToCache } from "./get-messages";

/**
 * `POST /api/messages`: `{conversationId, text, receiverId}` in a direct chat,
 * `{senderId, conversationId, text}` in a scrim's.
 */
const sendMessage = (input: SendMessageInput) => api.post<MessageDto>("/api/messages", input);

/** Sends and shows the message at once. The chat shows the errors (see `sendErrorMessage`). */
export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    meta: { skipErrorAlert: true },
    onSuccess: (message) => {
      addMessageToCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
};
