import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

export const healthRepository = {
  /** A round trip to the database. */
  async ping(db: DbOrTx): Promise<void> {
    await db.execute(sql`select 1`);
  },

  /** The `created_at` of the newest migration the database has recorded (0 when none). */
  async latestAppliedMigration(db: DbOrTx): Promise<number> {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows: { latest: string }[] }).rows;
    return Number(rows[0]?.latest ?? 0);
  },
};
