import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { scrims } from "./scrims";
import { users } from "./users";

/**
 * A pending friend request. At most one per pair of players, in either direction: the unique
 * index on the unordered pair closes the race of two players asking each other at once.
 */
export const friendRequests = pgTable(
  "friend_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    senderId: uuid()
      .notNull()
      .references(() => users.id),
    receiverId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    userLowId: uuid()
      .notNull()
      .references(() => users.id),
    userHighId: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: uuid().primaryKey().defaultRandom(),
    pairKey: text(),
    scrimId: uuid().references(() => scrims.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.pairKey),
    uniqueIndex("conversations_scrim_key").on(t.scrimId),
    check("conversations_kind_check", sql`(${t.pairKey} is null) <> (${t.scrimId} is null)`),
  ],
);

/** The two members of a direct conversation. */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id),
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
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid()
      .notNull()
      .references(() => users.id),
    /** The other member of a direct conversation; null in a scrim's chat. */
    receiverId: uuid().references(() => users.id),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    userId: uuid()
      .notNull()
      .references(() => users.id),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "message_seen_pk", columns: [t.messageId, t.userId] }),
    index("message_seen_user_idx").on(t.userId),
  ],
);

/** A notification of one player; at most NOTIFICATIONS_MAX are kept per player (oldest dropped). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    message: text().notNull(),
    relatedUserId: uuid().references(() => users.id),
    relatedScrimId: uuid().references(() => scrims.id, { onDelete: "cascade" }),
    conversationId: uuid().references(() => conversations.id, { onDelete: "cascade" }),
    isConversationStart: boolean().notNull().default(false),
    isFriendRequest: boolean().notNull().default(false),
    isScrimAlert: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    index("notifications_related_user_idx").on(t.relatedUserId),
  ],
);
