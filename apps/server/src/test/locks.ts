import { sql } from "drizzle-orm";
import type { App } from "@/app";

/**
 * PostgreSQL: whether some session waits on a lock while running a statement that names `table`
 * (a request blocked by a transaction a test holds open). PGlite runs one transaction at a time.
 */
export async function someoneWaitsOnLock(app: App, table: string): Promise<boolean> {
  const result = await app.deps.db.execute(
    sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${`%${table}%`}`,
  );
  const rows = (result as unknown as { rows: { waiting: number }[] }).rows;
  return (rows[0]?.waiting ?? 0) > 0;
}
