import { sql } from "drizzle-orm";
import type { App } from "@/app";

/** Removes the record of the newest migration, as in a database an older build migrated. */
export async function forgetLatestMigration(app: App): Promise<void> {
  await app.deps.db.execute(
    sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
}
