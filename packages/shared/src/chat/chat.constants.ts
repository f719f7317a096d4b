// Without zod: the scrim card's chat button shows these messages right after the first load.
export const MESSAGE_MIN = 1;
export const MESSAGE_MAX = 1000;
/** Messages per page of `GET /api/messages/{conversationId}`. */
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 100;
/** Messages a user may send: a burst, then this many per second (429 past it). */
export const MESSAGE_RATE = { capacity: 20, perSecond: 1 } as const;

export const chatMessages = {
  empty: () => "Message is empty!",
  tooLong: () => `Message must be at most ${MESSAGE_MAX} characters`,
  controlCharacters: () => "Message may not contain control characters",
  /** Spec part 2, section 5. */
  noFirstMessage: () => "cannot start conversation, no message provided!",
  /** Spec part 2, section 8. */
  sendFailed: () => "error sending message, try again later",
  createFailed: (name: string) => `Error creating new conversation with ${name}`,
  scrimChatFailed: () => "Error opening chat for scrim",
  conversationNotFound: () => "Conversation not found",
  messageNotFound: () => "Message not found",
  notFriends: () => "You can only start a conversation with a friend",
  notSender: () => "senderId must be the signed-in user",
  receiverNotMember: () => "The receiver is not a member of this conversation",
  scrimNotFound: () => "Scrim not found",
} as const;

/** Scrims one `GET /api/conversations/scrim-unread` may name (a hub day holds far fewer). */
export const SCRIM_UNREAD_MAX = 100;
