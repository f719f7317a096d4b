/** The one query-key factory of the chat feature. */
export const chatKeys = {
  all: ["chat"] as const,
  conversations: () => [...chatKeys.all, "conversations"] as const,
  between: (userId: string, otherUserId: string) =>
    [...chatKeys.all, "between", userId, otherUserId] as const,
  scrimConversation: (scrimId: string) => [...chatKeys.all, "scrim", scrimId] as const,
  scrimUnreads: () => [...chatKeys.all, "scrim-unread"] as const,
  scrimUnread: (scrimId: string) => [...chatKeys.scrimUnreads(), scrimId] as const,
  messages: (conversationId: string) => [...chatKeys.all, "messages", conversationId] as const,
};
