import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConversationDto, CreateConversationInput } from "@scrims/shared/chat/chat.schema";
import { api } from "@/lib/api-client";
import { chatKeys } from "./chat-keys";

/** `POST /api/conversations {senderId, receiverId}`: the pair's conversation (the existing one if any). */
const createConversation = (input: CreateConversationInput) =>
  api.post<ConversationDto>("/api/conversations", input);

/** The new conversation dialog shows its own error ('Error creating new conversation with X'). */
export const useCreateConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    meta: { skipErrorAlert: true },
    onSuccess: (conversation, { senderId, receiverId }) => {
      queryClient.setQueryData(chatKeys.between(senderId, receiverId), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
};
