import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import {
  conversationMembers,
  conversations,
  messageSeen,
  messages,
  users,
} from "@/db/schema/index";

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MessageView = { row: MessageRow; sender: UserRow; seenBy: string[] };

/** The key of a direct conversation: one per unordered pair. */
export function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export const chatRepository = {
  async findById(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    return row;
  },

  async findDirect(db: DbOrTx, a: string, b: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.pairKey, pairKeyOf(a, b)));
    return row;
  },

  /** Creates the pair's conversation unless it exists (the unique pair key decides). */
  async insertDirect(db: DbOrTx, a: string, b: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .insert(conversations)
      .values({ pairKey: pairKeyOf(a, b) })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await db.insert(conversationMembers).values([
        { conversationId: row.id, userId: a },
        { conversationId: row.id, userId: b },
      ]);
    }
    return row;
  },

  /** The scrim's conversation, created on first use (one per scrim). */
  async findOrCreateForScrim(db: DbOrTx, scrimId: string): Promise<ConversationRow> {
    await db.insert(conversations).values({ scrimId }).onConflictDoNothing();
    const [row] = await db.select().from(conversations).where(eq(conversations.scrimId, scrimId));
    if (!row) {
      throw new Error(`conversation of scrim ${scrimId} vanished`);
    }
    return row;
  },

  /** The conversations of these scrims (those that have one). */
  async listForScrims(db: DbOrTx, scrimIds: string[]): Promise<ConversationRow[]> {
    if (scrimIds.length === 0) {
      return [];
    }
    return db.select().from(conversations).where(inArray(conversations.scrimId, scrimIds));
  },

  /** Live members of the given conversations, by conversation id. */
  async membersOf(db: DbOrTx, ids: string[]): Promise<Map<string, UserRow[]>> {
    const byConversation = new Map<string, UserRow[]>();
    if (ids.length === 0) {
      return byConversation;
    }
    const rows = await db
      .select({ conversationId: conversationMembers.conversationId, user: users })
      .from(conversationMembers)
      .innerJoin(users, eq(users.id, conversationMembers.userId))
      .where(inArray(conversationMembers.conversationId, ids))
      // A fixed order: without one, the members came in whatever order the query plan gave
      // (PostgreSQL and PGlite differed for the same rows).
      .orderBy(asc(users.name), asc(users.id));
    for (const { conversationId, user } of rows) {
      byConversation.set(conversationId, [...(byConversation.get(conversationId) ?? []), user]);
    }
    return byConversation;
  },

  async isMember(db: DbOrTx, conversationId: string, userId: string): Promise<boolean> {
    const rows = await db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, userId),
        ),
      );
    return rows.length > 0;
  },

  /** A user's direct conversations, latest activity first. */
  async listDirectOf(db: DbOrTx, userId: string): Promise<ConversationRow[]> {
    const rows = await db
      .select({ conversation: conversations })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(eq(conversationMembers.userId, userId))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id));
    return rows.map((row) => row.conversation);
  },

  async touch(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db.update(conversations).set({ updatedAt: at }).where(eq(conversations.id, id));
  },

  /** Messages of others in these conversations that `userId` has not seen, by conversation. */
  async unseenCounts(db: DbOrTx, ids: string[], userId: string): Promise<Map<string, number>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await db
      .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          inArray(messages.conversationId, ids),
          ne(messages.senderId, userId),
          sql`not exists (select 1 from ${messageSeen} where ${messageSeen.messageId} = ${messages.id} and ${messageSeen.userId} = ${userId})`,
        ),
      )
      .groupBy(messages.conversationId);
    return new Map(rows.map((row) => [row.conversationId, row.count]));
  },

  /** The latest message of each of these conversations. */
  async lastMessages(db: DbOrTx, ids: string[]): Promise<Map<string, MessageView>> {
    if (ids.length === 0) {
      return new Map();
    }
    // Per conversation, its newest message from the (conversation, time) index: a long chat
    // costs one index step, not a read of all its messages.
    const newest = sql`select (select m.id from ${messages} m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) as c(id)`;
    const rows = await db
      .select({ row: messages, sender: users })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(sql`${messages.id} in (${newest})`);
    const views = await withSeenBy(db, rows);
    return new Map(views.map((view) => [view.row.conversationId, view]));
  },

  /** A page of a conversation's messages, oldest first: the latest, or those before a message. */
  async listMessages(
    db: DbOrTx,
    conversationId: string,
    page: { before?: string; limit: number },
  ): Promise<MessageView[]> {
    const before = page.before
      ? sql`(${messages.createdAt}, ${messages.id}) < (select m2.created_at, m2.id from messages m2 where m2.id = ${page.before} and m2.conversation_id = ${conversationId})`
      : undefined;
    const rows = await db
      .select({ row: messages, sender: users })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(eq(messages.conversationId, conversationId), before))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit);
    return withSeenBy(db, rows.reverse());
  },

  async findMessage(db: DbOrTx, id: string): Promise<MessageView | undefined> {
    const rows = await db
      .select({ row: messages, sender: users })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.id, id));
    const [view] = await withSeenBy(db, rows);
    return view;
  },

  async insertMessage(
    db: DbOrTx,
    values: { conversationId: string; senderId: string; receiverId: string | null; text: string },
  ): Promise<MessageRow> {
    const [row] = await db.insert(messages).values(values).returning();
    if (!row) {
      throw new Error("message insert returned nothing");
    }
    await db.insert(messageSeen).values({ messageId: row.id, userId: values.senderId });
    return row;
  },

  async markSeen(db: DbOrTx, messageId: string, userId: string): Promise<void> {
    await db.insert(messageSeen).values({ messageId, userId }).onConflictDoNothing();
  },

  /** Marks every message of the conversation seen by `userId`. */
  async markConversationSeen(db: DbOrTx, conversationId: string, userId: string): Promise<void> {
    await db.execute(
      sql`insert into ${messageSeen} (message_id, user_id) select ${messages.id}, ${userId}::uuid from ${messages} where ${messages.conversationId} = ${conversationId} on conflict do nothing`,
    );
  },

  /** A deleted account: its direct conversations (with their messages), its messages, its seen marks. */
  async deleteOfAccount(db: DbOrTx, userId: string): Promise<void> {
    const direct = db
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, userId));
    await db.delete(conversations).where(inArray(conversations.id, direct));
    await db.delete(messageSeen).where(eq(messageSeen.userId, userId));
    await db
      .delete(messages)
      .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
  },
};

async function withSeenBy(
  db: DbOrTx,
  rows: { row: MessageRow; sender: UserRow }[],
): Promise<MessageView[]> {
  if (rows.length === 0) {
    return [];
  }
  const seen = await db
    .select()
    .from(messageSeen)
    .where(
      inArray(
        messageSeen.messageId,
        rows.map(({ row }) => row.id),
      ),
    );
  return rows.map(({ row, sender }) => ({
    row,
    sender,
    seenBy: seen.filter((mark) => mark.messageId === row.id).map((mark) => mark.userId),
  }));
}
