import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, timestamptzNow } from "./columns";
import { users } from "./users";

/**
 * The first answer to a creating request sent with an `Idempotency-Key`, per player and key,
 * written in the same transaction as the creation; a repeat is answered from here. Rows expire
 * (`expiresAt`) and are then replaced by the next use of the key.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** SHA-256 of method, route, parameters and body: a repeat must carry the same request. */
    fingerprint: text().notNull(),
    statusCode: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: timestamptzNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pkey", columns: [t.userId, t.key] }),
    index("idempotency_keys_expires_at_idx").on(t.expiresAt),
  ],
);
