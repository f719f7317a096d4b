import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";

export const serverStatusRepository = {
  /** A round trip to the database; resolves with its latency in milliseconds. */
  async ping(db: DbOrTx): Promise<number> {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return performance.now() - started;
  },
};
