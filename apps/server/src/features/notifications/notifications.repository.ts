import { and, desc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { conversationMembers, notifications, scrims, users } from "@/db/schema/index";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** A notification with what its DTO shows: the related user, scrim title and members. */
export type NotificationView = {
  row: NotificationRow;
  relatedUser: UserRow | null;
  relatedScrim: { id: string; title: string } | null;
  memberIds: string[];
};

const relatedUsers = alias(users, "related_user");

export const notificationsRepository = {
  async insertMany(db: DbOrTx, values: NewNotificationRow[]): Promise<NotificationRow[]> {
    if (values.length === 0) {
      return [];
    }
    return db.insert(notifications).values(values).returning();
  },

  /** Drops a user's notifications past the newest `keep`. */
  async trim(db: DbOrTx, userId: string, keep: number): Promise<void> {
    const newest = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(keep);
    await db
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), notInArray(notifications.id, newest)));
  },

  /** A user's notifications (or the given ones), newest first, with what their DTOs show. */
  async listViews(
    db: DbOrTx,
    filter: { userId: string } | { ids: string[] },
  ): Promise<NotificationView[]> {
    if ("ids" in filter && filter.ids.length === 0) {
      return [];
    }
    const rows = await db
      .select({
        row: notifications,
        relatedUser: relatedUsers,
        scrimTitle: scrims.title,
      })
      .from(notifications)
      .leftJoin(relatedUsers, eq(relatedUsers.id, notifications.relatedUserId))
      .leftJoin(scrims, eq(scrims.id, notifications.relatedScrimId))
      .where(
        "ids" in filter
          ? inArray(notifications.id, filter.ids)
          : eq(notifications.userId, filter.userId),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    const conversationIds = [
      ...new Set(rows.flatMap(({ row }) => (row.conversationId ? [row.conversationId] : []))),
    ];
    const members =
      conversationIds.length === 0
        ? []
        : await db
            .select()
            .from(conversationMembers)
            .where(inArray(conversationMembers.conversationId, conversationIds));
    return rows.map(({ row, relatedUser, scrimTitle }) => ({
      row,
      relatedUser,
      relatedScrim:
        row.relatedScrimId && scrimTitle !== null
          ? { id: row.relatedScrimId, title: scrimTitle }
          : null,
      memberIds: members
        .filter((member) => member.conversationId === row.conversationId)
        .map((member) => member.userId),
    }));
  },

  async deleteOwn(db: DbOrTx, userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return deleted.length > 0;
  },

  async deleteAllOf(db: DbOrTx, userId: string): Promise<void> {
    await db.delete(notifications).where(eq(notifications.userId, userId));
  },

  /** The friend-request notification a sender caused at a receiver (when the request is cancelled). */
  async deleteFriendRequestNotice(db: DbOrTx, receiverId: string, senderId: string): Promise<void> {
    await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, receiverId),
          eq(notifications.relatedUserId, senderId),
          eq(notifications.kind, "friendRequest"),
        ),
      );
  },

  /** A deleted account: its notifications and those that point at it. */
  async deleteOfAccount(db: DbOrTx, userId: string): Promise<void> {
    await db
      .delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.relatedUserId, userId)));
  },

  async countOf(db: DbOrTx, userId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    return row?.count ?? 0;
  },
};
