import { timestamp, uuid } from "drizzle-orm/pg-core";

// Column kinds every table repeats. Each call makes a fresh column builder; the column's name
// comes from its key (snake_case), as with the builders themselves.

/** A random UUID primary key. */
export const uuidPrimaryKey = () => uuid().primaryKey().defaultRandom();

/** A moment with its time zone (timestamptz); nullable unless chained with `.notNull()`. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A moment set when the row is written (`created_at`, `updated_at`, `seen_at`, …). */
export const timestamptzNow = () => timestamptz().notNull().defaultNow();
