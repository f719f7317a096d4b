import { and, asc, desc, eq, getTableColumns, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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

/**
 * Which conversations a read is about: listed ids, or every direct conversation of a player.
 * The latter stays a subquery (`array(select …)`), so PostgreSQL plans index lookups for the
 * player's conversations; a list of 300 ids written out made it scan whole tables (and plan
 * a 300-parameter statement) for the busiest players.
 */
export type ConversationIds = string[] | { directOf: string };

function isEmpty(ids: ConversationIds): boolean {
  return Array.isArray(ids) && ids.length === 0;
}

/** The ids as a `uuid[]` expression. */
function idArray(ids: ConversationIds): SQL {
  return Array.isArray(ids)
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : sql`array(select ${conversationMembers.conversationId} from ${conversationMembers} where ${conversationMembers.userId} = ${ids.directOf})`;
}

function inConversations(column: AnyPgColumn, ids: ConversationIds): SQL {
  return sql`${column} = any(${idArray(ids)})`;
}

/** The key of a direct conversation: one per unordered pair. */
function pairKeyOf(a: string, b: string): string {
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
  async membersOf(db: DbOrTx, ids: ConversationIds): Promise<Map<string, UserRow[]>> {
    const byConversation = new Map<string, UserRow[]>();
    if (isEmpty(ids)) {
      return byConversation;
    }
    // Each member row read once from the primary key, each player once from theirs: the viewer
    // of a conversation list is a member of all of them, and is not looked up 300 times.
    const pairs = db.$with("pairs").as(
      db
        .select({
          conversationId: conversationMembers.conversationId,
          userId: conversationMembers.userId,
        })
        .from(conversationMembers)
        .where(inConversations(conversationMembers.conversationId, ids)),
    );
    const rows = await db
      .with(pairs)
      .select({ conversationId: pairs.conversationId, user: users })
      .from(pairs)
      .innerJoin(users, eq(users.id, pairs.userId))
      .where(sql`${users.id} = any(array(select distinct ${pairs.userId} from ${pairs}))`)
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
    return db
      .select()
      .from(conversations)
      .where(inConversations(conversations.id, { directOf: userId }))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id));
  },

  async touch(db: DbOrTx, id: string, at: Date): Promise<void> {
    await db.update(conversations).set({ updatedAt: at }).where(eq(conversations.id, id));
  },

  /** Messages of others in these conversations that `userId` has not seen, by conversation. */
  async unseenCounts(
    db: DbOrTx,
    ids: ConversationIds,
    userId: string,
  ): Promise<Map<string, number>> {
    if (isEmpty(ids)) {
      return new Map();
    }
    const rows = await db
      .select({ conversationId: messages.conversationId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          inConversations(messages.conversationId, ids),
          ne(messages.senderId, userId),
          sql`not exists (select 1 from ${messageSeen} where ${messageSeen.messageId} = ${messages.id} and ${messageSeen.userId} = ${userId})`,
        ),
      )
      .groupBy(messages.conversationId);
    return new Map(rows.map((row) => [row.conversationId, row.count]));
  },

  /** The latest message of each of these conversations. */
  async lastMessages(db: DbOrTx, ids: ConversationIds): Promise<Map<string, MessageView>> {
    if (isEmpty(ids)) {
      return new Map();
    }
    // Per conversation, its newest message read from the (conversation, time) index, one
    // index step each (a lateral join): a long chat costs no more than a short one.
    const newest = db
      .select()
      .from(messages)
      .where(sql`${messages.conversationId} = c.id`)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1)
      .as("newest");
    const row = Object.fromEntries(
      Object.keys(getTableColumns(messages)).map((key) => [key, newest[key as keyof MessageRow]]),
    ) as { [K in keyof MessageRow]: (typeof newest)[K] };
    const rows = await db
      .select({ row, sender: users })
      .from(sql`unnest(${idArray(ids)}) as c(id)`)
      .crossJoinLateral(newest)
      .innerJoin(users, eq(users.id, newest.senderId));
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
