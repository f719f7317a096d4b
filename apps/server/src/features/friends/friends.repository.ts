import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { friendRequests, friendships, users } from "@/db/schema/index";

export type FriendRequestRow = typeof friendRequests.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type FriendRequestView = { request: FriendRequestRow; sender: UserRow };

/** A pair in the order friendships store it. */
function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

const betweenPair = (a: string, b: string) =>
  or(
    and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
    and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
  );

export const friendsRepository = {
  /**
   * Serialises every friend operation on this pair until the transaction ends (a transaction
   * advisory lock on the unordered pair), so reads of the pair's state stay true until commit.
   */
  async lockPair(db: DbOrTx, a: string, b: string): Promise<void> {
    const [low, high] = orderedPair(a, b);
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`friends:${low}:${high}`}, 0))`,
    );
  },

  async areFriends(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [low, high] = orderedPair(a, b);
    const rows = await db
      .select({ low: friendships.userLowId })
      .from(friendships)
      .where(and(eq(friendships.userLowId, low), eq(friendships.userHighId, high)));
    return rows.length > 0;
  },

  /** Whether the pair are friends, share-locking the friendship row until the transaction ends. */
  async lockFriendship(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [low, high] = orderedPair(a, b);
    const rows = await db
      .select({ low: friendships.userLowId })
      .from(friendships)
      .where(and(eq(friendships.userLowId, low), eq(friendships.userHighId, high)))
      .for("share");
    return rows.length > 0;
  },

  /** Stores the friendship once per pair; false when it existed. */
  async addFriendship(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [low, high] = orderedPair(a, b);
    const rows = await db
      .insert(friendships)
      .values({ userLowId: low, userHighId: high })
      .onConflictDoNothing()
      .returning({ low: friendships.userLowId });
    return rows.length > 0;
  },

  async removeFriendship(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [low, high] = orderedPair(a, b);
    const rows = await db
      .delete(friendships)
      .where(and(eq(friendships.userLowId, low), eq(friendships.userHighId, high)))
      .returning({ low: friendships.userLowId });
    return rows.length > 0;
  },

  /**
   * A user's live friends, by name. A friendship stores the pair in id order, so the friends are
   * the high ids of the user's low-side rows and the low ids of its high-side rows: two joins on
   * the pair's key (each an index lookup), not a join on a computed id, which reads every user.
   */
  async listFriends(db: DbOrTx, userId: string): Promise<UserRow[]> {
    const highFriends = db
      .select({ friendId: friendships.userHighId })
      .from(friendships)
      .where(eq(friendships.userLowId, userId));
    const lowFriends = db
      .select({ friendId: friendships.userLowId })
      .from(friendships)
      .where(eq(friendships.userHighId, userId));
    const friendIds = unionAll(highFriends, lowFriends).as("friend_ids");
    return db
      .select({ user: users })
      .from(friendIds)
      .innerJoin(users, eq(users.id, friendIds.friendId))
      .where(sql`${users.deletedAt} is null`)
      .orderBy(asc(users.name), asc(users.id))
      .then((rows) => rows.map((row) => row.user));
  },

  /** The pending request between two players, in either direction. */
  async findRequestBetween(
    db: DbOrTx,
    a: string,
    b: string,
  ): Promise<FriendRequestRow | undefined> {
    const [row] = await db.select().from(friendRequests).where(betweenPair(a, b));
    return row;
  },

  async findRequestById(db: DbOrTx, id: string): Promise<FriendRequestRow | undefined> {
    const [row] = await db.select().from(friendRequests).where(eq(friendRequests.id, id));
    return row;
  },

  /** Inserts a request unless the pair has one already (the unique index decides). */
  async insertRequest(
    db: DbOrTx,
    senderId: string,
    receiverId: string,
  ): Promise<FriendRequestRow | undefined> {
    const [row] = await db
      .insert(friendRequests)
      .values({ senderId, receiverId })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async deleteRequest(db: DbOrTx, id: string): Promise<void> {
    await db.delete(friendRequests).where(eq(friendRequests.id, id));
  },

  /** Pending requests a user received, newest first, with their live senders. */
  async listReceived(db: DbOrTx, receiverId: string): Promise<FriendRequestView[]> {
    const rows = await db
      .select({ request: friendRequests, sender: users })
      .from(friendRequests)
      .innerJoin(users, eq(users.id, friendRequests.senderId))
      .where(and(eq(friendRequests.receiverId, receiverId), sql`${users.deletedAt} is null`))
      .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
    return rows;
  },

  /** A deleted account: its requests and friendships go. */
  async deleteOfAccount(db: DbOrTx, userId: string): Promise<void> {
    await db
      .delete(friendRequests)
      .where(or(eq(friendRequests.senderId, userId), eq(friendRequests.receiverId, userId)));
    await db
      .delete(friendships)
      .where(or(eq(friendships.userLowId, userId), eq(friendships.userHighId, userId)));
  },
};
