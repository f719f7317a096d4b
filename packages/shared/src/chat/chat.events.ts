import type { Ack } from "../common/ack";
import type { MessageDto } from "./chat.schema";

/** `getMessage`: the message DTO plus the spec's `messageId` (same as `_id`). */
export type DirectMessageEventPayload = MessageDto & { messageId: string };

/** `getScrimMessage`: the message DTO plus the spec's `senderId`, `messageId` and the scrim. */
export type ScrimMessageEventPayload = MessageDto & {
  messageId: string;
  senderId: string;
  scrimId: string;
};

/** Server → client chat events, after commit. */
export interface ChatServerEvents {
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
