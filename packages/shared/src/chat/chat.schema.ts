import { z } from "zod";
import { isEmptyOrVisible } from "../common/text";
import { userDtoSchema, userIdSchema } from "../users/users.schema";
import {
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  MESSAGE_MAX,
  MESSAGE_MIN,
  SCRIM_UNREAD_MAX,
  chatMessages,
} from "./chat.constants";

/** Control characters other than newline and tab (chat text may span lines). */
const CHAT_FORBIDDEN = /[^\P{Cc}\n\t]/u;

/**
 * Chat text: 1–1,000 characters after trim, showing at least one (not only zero-width or filler
 * characters), newlines and tabs allowed (CRLF becomes LF), other control characters refused.
 * Stored and shown as plain text.
 */
export const messageTextSchema = z
  .string({ error: () => chatMessages.empty() })
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .min(MESSAGE_MIN, chatMessages.empty())
      .refine(isEmptyOrVisible, chatMessages.empty())
      .max(MESSAGE_MAX, chatMessages.tooLong())
      .refine((value) => !CHAT_FORBIDDEN.test(value), chatMessages.controlCharacters()),
  );

/** A chat message (spec part 2, section 3). */
export const messageDtoSchema = z.object({
  _id: z.uuid(),
  text: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
  /** Public fields of the sender (includes `_id`, `name`, `rank`). */
  _sender: userDtoSchema,
  /** The other member of a direct conversation; null in a scrim's chat. */
  _receiver: z.uuid().nullable(),
  _conversation: z.uuid(),
  /** Ids of the users who have seen the message (the sender always has). */
  _seenBy: z.array(z.uuid()),
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

/** `GET /api/messages/{conversationId}`: oldest first. */
export const messageListDtoSchema = z.array(messageDtoSchema);
export type MessageListDto = z.infer<typeof messageListDtoSchema>;

/**
 * A conversation as the signed-in user sees it: a direct one (two members) or a scrim's
 * (`_scrim` set, `members` empty: it is open to whoever may see the scrim).
 */
export const conversationDtoSchema = z.object({
  _id: z.uuid(),
  members: z.array(userDtoSchema),
  _scrim: z.uuid().nullable(),
  /** The member who is not the signed-in user (direct conversations); null for a scrim's. */
  otherMember: userDtoSchema.nullable(),
  lastMessage: messageDtoSchema.nullable(),
  /** Messages of others the signed-in user has not seen yet (from the database). */
  unseenCount: z.number().int().min(0),
  createdAt: z.string(),
  /** Time of the last message, or of creation. */
  updatedAt: z.string(),
});
export type ConversationDto = z.infer<typeof conversationDtoSchema>;

/** `GET /api/conversations`: the signed-in user's direct conversations, latest activity first. */
export const conversationListDtoSchema = z.array(conversationDtoSchema);
export type ConversationListDto = z.infer<typeof conversationListDtoSchema>;

/** `POST /api/conversations`: `senderId` must be the signed-in user; the receiver a friend. */
export const createConversationInputSchema = z.object({
  senderId: userIdSchema,
  receiverId: userIdSchema,
});
export type CreateConversationInput = z.infer<typeof createConversationInputSchema>;

/** `GET /api/conversations/find/{firstUserId}/{secondUserId}` (one of them the signed-in user). */
export const findConversationParamsSchema = z.object({
  firstUserId: userIdSchema,
  secondUserId: userIdSchema,
});

/** `GET /api/conversations/scrim/{scrimId}`. */
export const scrimConversationParamsSchema = z.object({ scrimId: z.uuid("Scrim not found") });

/**
 * `GET /api/conversations/scrim-unread?scrimIds=a,b,…`: the viewer's unread counts of the scrim
 * chats of the scrims a page shows (the hub's cards), in one request.
 */
export const scrimUnreadQuerySchema = z.object({
  scrimIds: z
    .string({ error: () => "scrimIds must list scrim ids, comma-separated" })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(
      z
        .array(z.uuid("scrimIds must list scrim ids, comma-separated"))
        .min(1, "scrimIds must list scrim ids, comma-separated")
        .max(SCRIM_UNREAD_MAX, `At most ${SCRIM_UNREAD_MAX} scrims at once`),
    ),
});

/**
 * One scrim's chat as a card shows it. Scrims the viewer may not see (or that do not exist) are
 * left out of the answer; `conversationId` is null while nobody has used the chat.
 */
const scrimUnreadDtoSchema = z.object({
  scrimId: z.uuid(),
  conversationId: z.uuid().nullable(),
  unseenCount: z.number().int().min(0),
});
export type ScrimUnreadDto = z.infer<typeof scrimUnreadDtoSchema>;
export const scrimUnreadListDtoSchema = z.array(scrimUnreadDtoSchema);
export type ScrimUnreadListDto = z.infer<typeof scrimUnreadListDtoSchema>;

/** `POST /api/conversations/{conversationId}/seen`: marks every unseen message seen. */
export const conversationIdParamsSchema = z.object({
  conversationId: z.uuid("Conversation not found"),
});

/** An empty query parameter counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/messages/{conversationId}?before&limit`. */
export const listMessagesQuerySchema = z.object({
  /** A message id: the page holds the messages older than it. Absent: the latest page. */
  before: z.preprocess(emptyAsAbsent, z.uuid("before must be a message id").optional()),
  limit: z.preprocess(
    emptyAsAbsent,
    z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
  ),
});
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

/**
 * `POST /api/messages`: `{conversationId, text, receiverId}` for direct chat,
 * `{senderId, conversationId, text}` for scrim chat (spec part 2, section 7). `senderId`, when
 * given, must be the signed-in user; `receiverId`, when given, the other member.
 */
export const sendMessageInputSchema = z.object({
  conversationId: z.uuid("Conversation not found"),
  text: messageTextSchema,
  receiverId: userIdSchema.optional(),
  senderId: userIdSchema.optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

/** `POST /api/messages/{messageId}/seen`. */
export const messageIdParamsSchema = z.object({ messageId: z.uuid("Message not found") });

/** Scrim chat room events: `scrimChatOpen` / `scrimChatClose`. `userId` is ignored (the socket's). */
export const scrimChatRoomInputSchema = z.object({
  scrimId: z.uuid("Scrim not found"),
  userId: z.uuid().optional(),
});
