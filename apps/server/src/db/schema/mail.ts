import { pgTable, text } from "drizzle-orm/pg-core";
import { timestamptzNow } from "./columns";

/**
 * Secrets the server makes for itself, once, and every process shares (e.g. the key that signs
 * unsubscribe links). The first process to need one inserts it; the others read that row.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamptzNow(),
});
