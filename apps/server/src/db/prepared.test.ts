import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testApp } from "@/test/app";
import { buildUser } from "@/test/factories";
import { bans, users } from "./schema/index";
import type { DbOrTx } from "./client";
import { preparedQuery } from "./prepared";

const app = await testApp();

// A select with a join, a nested table, a nullable left join and an array placeholder: what the
// hot reads use.
const build = vi.fn((db: DbOrTx, p: typeof sql.placeholder) =>
  db
    .select({ user: users, banTo: bans.dateTo })
    .from(users)
    .leftJoin(bans, and(eq(bans.userId, users.id), isNull(bans.liftedAt)))
    .where(sql`${users.id} = any(${p("ids")})`)
    .orderBy(asc(users.name)),
);
const usersWithBans = preparedQuery<{ ids: string[] }, Awaited<ReturnType<typeof build>>>(
  "test_users_with_bans",
  build,
);

// Writes, with timestamps as ISO text (null where a column takes none).
const insertBan = preparedQuery<
  { userId: string; from: string; to: string; liftedAt: string | null },
  (typeof bans.$inferSelect)[]
>("test_insert_ban", (db, p) =>
  db
    .insert(bans)
    .values({
      userId: p("userId"),
      dateFrom: sql`${p("from")}::timestamptz`,
      dateTo: sql`${p("to")}::timestamptz`,
      reason: "prepared",
      liftedAt: sql`${p("liftedAt")}::timestamptz`,
    })
    .returning(),
);
const liftBan = preparedQuery<{ id: string; at: string }, { id: string; liftedAt: Date | null }[]>(
  "test_lift_ban",
  (db, p) =>
    db
      .update(bans)
      .set({ liftedAt: sql`${p("at")}::timestamptz` })
      .where(eq(bans.id, p("id")))
      .returning({ id: bans.id, liftedAt: bans.liftedAt }),
);
const deleteBan = preparedQuery<{ id: string }, { id: string }[]>("test_delete_ban", (db, p) =>
  db
    .delete(bans)
    .where(eq(bans.id, p("id")))
    .returning({ id: bans.id }),
);

describe("preparedQuery", () => {
  it("answers what the query built each time answers, in and out of transactions, building once", async () => {
    const a = await buildUser(app, { name: "Alpha Prepared" });
    const b = await buildUser(app, { name: "Beta Prepared" });
    const ids = [a.id, b.id];
    // The same query with its values in place, built as any query is.
    const expected = await app.deps.db
      .select({ user: users, banTo: bans.dateTo })
      .from(users)
      .leftJoin(bans, and(eq(bans.userId, users.id), isNull(bans.liftedAt)))
      .where(inArray(users.id, ids))
      .orderBy(asc(users.name));

    expect(await usersWithBans(app.deps.db, { ids })).toEqual(expected);
    const inTransaction = await app.deps.db.transaction((tx) => usersWithBans(tx, { ids }));
    expect(inTransaction).toEqual(expected);
    expect(await usersWithBans(app.deps.db, { ids: [b.id] })).toEqual([expected[1]]);
    expect(await usersWithBans(app.deps.db, { ids: [] })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);

    // The rows are decoded as the builder decodes them: Dates, the nested table, null joins.
    expect(expected.map((row) => row.user.name)).toEqual(["Alpha Prepared", "Beta Prepared"]);
    expect(expected[0]?.user.createdAt).toBeInstanceOf(Date);
    expect(expected[0]?.banTo).toBeNull();
  });

  it("sees what its transaction wrote, and its errors roll the transaction back", async () => {
    const rename = "Gamma Prepared";
    const user = await buildUser(app);
    const seen = await app.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ name: rename }).where(eq(users.id, user.id));
      return usersWithBans(tx, { ids: [user.id] });
    });
    expect(seen.map((row) => row.user.name)).toEqual([rename]);

    await expect(
      app.deps.db.transaction(async (tx) => {
        await tx.update(users).set({ name: "Never Stored" }).where(eq(users.id, user.id));
        await usersWithBans(tx, { ids: ["not-a-uuid"] });
      }),
    ).rejects.toThrow();
    const [after] = await usersWithBans(app.deps.db, { ids: [user.id] });
    expect(after?.user.name).toBe(rename);
  });

  it("writes too: an insert, an update and a delete, with what they return", async () => {
    const user = await buildUser(app);
    const from = new Date("2026-03-01T18:00:00.000Z");
    const to = new Date("2026-03-08T18:00:00.000Z");
    const [ban] = await insertBan(app.deps.db, {
      userId: user.id,
      from: from.toISOString(),
      to: to.toISOString(),
      liftedAt: null,
    });
    expect(ban).toMatchObject({ userId: user.id, dateFrom: from, dateTo: to, liftedAt: null });
    const lifted = new Date("2026-03-02T12:00:00.000Z");
    const updated = await app.deps.db.transaction((tx) =>
      liftBan(tx, { id: ban!.id, at: lifted.toISOString() }),
    );
    expect(updated).toEqual([{ id: ban!.id, liftedAt: lifted }]);
    expect(await deleteBan(app.deps.db, { id: ban!.id })).toEqual([{ id: ban!.id }]);
    expect(await deleteBan(app.deps.db, { id: ban!.id })).toEqual([]);
  });

  it("refuses a name given twice", () => {
    expect(() => preparedQuery("test_users_with_bans", build)).toThrow(/taken/);
  });
});
