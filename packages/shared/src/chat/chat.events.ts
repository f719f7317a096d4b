import type { Ack } from "../common/ack";
import type { MessageDto } from "./chat.schema";

/** `getMessage`: the message DTO plus the spec's `messageId` (same as `_id`). */
type DirectMessageEventPayload = MessageDto & { messageId: string };

/** `getScrimMessage`: the message DTO plus the spec's `senderId`, `messageId` and the scrim. */
type ScrimMessageEventPayload = MessageDto & {
  messageId: string;
  senderId: string;
  scrimId: string;
};

/**
 * `conversationSeen`: the signed-in player marked (part of) a conversation seen, in one tab; every
 * socket of theirs gets the conversation's unread count from the database after it.
 */
type ConversationSeenEventPayload = {
  conversationId: string;
  /** The scrim of a scrim's conversation; null for a direct one. */
  scrimId: string | null;
  unseenCount: number;
};

/**
 * `scrimChatActivity`: a message was posted in a scrim's chat. Goes to those who show the scrim's
 * card (its room, and its region's hub; members and admins only while it is private) so the chat
 * button's unread count stays live without opening the chat. No text: that is for the chat room.
 */
type ScrimChatActivityEventPayload = {
  scrimId: string;
  conversationId: string;
  messageId: string;
  senderId: string;
};

/** Server → client chat events, after commit. */
export interface ChatServerEvents {
  /** To the user room of the player who marked a conversation seen (their other tabs). */
  conversationSeen: (payload: ConversationSeenEventPayload) => void;
  scrimChatActivity: (payload: ScrimChatActivityEventPayload) => void;
  /** A direct message, to the user rooms of both members (every tab of each). */
  getMessage: (payload: DirectMessageEventPayload) => void;
  /** A scrim chat message, to the sockets that opened that scrim's chat (`scrimChatOpen`). */
  getScrimMessage: (payload: ScrimMessageEventPayload) => void;
}

/** Client → server chat events; each is acknowledged. */
export interface ChatClientEvents {
  /** Join a scrim's chat room, after the same check as `GET /api/conversations/scrim/{id}`. */
  scrimChatOpen: (
    payload: { scrimId: string; userId?: string },
    ack: (result: Ack) => void,
  ) => void;
  scrimChatClose: (
    payload: { scrimId: string; userId?: string },
    ack: (result: Ack) => void,
  ) => void;
}
