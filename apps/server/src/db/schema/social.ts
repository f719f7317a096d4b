import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { uuidPrimaryKey, timestamptzNow } from "./columns";
import { scrims } from "./scrims";
import { userRef, users } from "./users";

/**
 * A pending friend request. At most one per pair of players, in either direction: the unique
 * index on the unordered pair closes the race of two players asking each other at once.
 */
export const friendRequests = pgTable(
  "friend_requests",
  {
    id: uuidPrimaryKey(),
    senderId: userRef(),
    receiverId: userRef(),
    createdAt: timestamptzNow(),
  },
  (t) => [
    uniqueIndex("friend_requests_pair_key").on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index("friend_requests_receiver_idx").on(t.receiverId, t.createdAt),
    check("friend_requests_not_self_check", sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/** A friendship, stored once per pair: the lower user id first. */
export const friendships = pgTable(
  "friendships",
  {
    userLowId: userRef(),
    userHighId: userRef(),
    createdAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({ name: "friendships_pair_pk", columns: [t.userLowId, t.userHighId] }),
    index("friendships_high_idx").on(t.userHighId),
    check("friendships_order_check", sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/**
 * A conversation: direct (two members, `pairKey` = "low:high", one per pair) or a scrim's (one per
 * scrim, open to whoever may see the scrim, so it has no member rows). `updatedAt` is the time of
 * the last message.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuidPrimaryKey(),
    pairKey: text(),
    scrimId: uuid().references(() => scrims.id, { onDelete: "cascade" }),
    createdAt: timestamptzNow(),
    updatedAt: timestamptzNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.pairKey),
    uniqueIndex("conversations_scrim_key").on(t.scrimId),
    check("conversations_kind_check", sql`(${t.pairKey} is null) <> (${t.scrimId} is null)`),
  ],
);

/** A required reference to a conversation; the row goes with the conversation. */
const conversationRef = () =>
  uuid()
    .notNull()
    .references(() => conversations.id, { onDelete: "cascade" });

/** The two members of a direct conversation. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: conversationRef(),
    userId: userRef(),
  },
  (t) => [
    primaryKey({ name: "conversation_members_pk", columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId),
  ],
);

/** A chat message: plain text, 1–1,000 characters (checked by the shared schema and here). */
export const messages = pgTable(
  "messages",
  {
    id: uuidPrimaryKey(),
    conversationId: conversationRef(),
    senderId: userRef(),
    /** The other member of a direct conversation; null in a scrim's chat. */
    receiverId: uuid().references(() => users.id),
    text: text().notNull(),
    createdAt: timestamptzNow(),
  },
  (t) => [
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt, t.id),
    index("messages_sender_idx").on(t.senderId),
    check("messages_text_length_check", sql`char_length(${t.text}) between 1 and 1000`),
  ],
);

/** Who has seen a message (the sender's own row is written with the message). */
export const messageSeen = pgTable(
  "message_seen",
  {
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: userRef(),
    seenAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({ name: "message_seen_pk", columns: [t.messageId, t.userId] }),
    // A player's seen marks in message order: unread counts compare them with the messages of
    // the player's conversations by reading this index alone (an anti join), not a probe each.
    index("message_seen_user_message_idx").on(t.userId, t.messageId),
  ],
);

/** A notification of one player; at most NOTIFICATIONS_MAX are kept per player (oldest dropped). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidPrimaryKey(),
    userId: userRef(),
    /** One of NOTIFICATION_KINDS (@scrims/shared): its text and flags derive from it. */
    kind: text().notNull(),
    /** What the kind's text needs (its params schema), e.g. `{ title }`. */
    params: jsonb().notNull().default({}),
    relatedUserId: uuid().references(() => users.id),
    relatedScrimId: uuid().references(() => scrims.id, { onDelete: "cascade" }),
    conversationId: uuid().references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: timestamptzNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_related_user_idx").on(t.relatedUserId),
  ],
);
