// What the server's main thread and the embedded database's thread (pglite-worker.ts) say to each
// other. Messages are structured clones: rows, parameters and errors' fields cross, functions
// (PGlite's parsers) and class identities do not.

/** What the thread is started with (its workerData). */
export type PgliteOpenOptions = {
  /** The database's folder; none: in memory. */
  dataDir?: string;
  migrate: boolean;
  migrationsFolder: string;
  /** This build's newest migration (client.ts latestMigrationMillis). */
  latestMigration: number;
};

/**
 * A statement, in the open transaction `tx` when given. `rawTypes`: the type ids whose values
 * stay PostgreSQL's text (the parsers Drizzle passes are all `(value) => value`).
 */
export type PgliteRequest =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode?: "array" | "object";
      rawTypes: number[];
      tx?: number;
    }
  | { id: number; op: "begin" | "commit" | "rollback"; tx: number }
  | { id: number; op: "close" };

/** A database error's fields, as pg and PGlite give them (lib/db-errors.ts reads them). */
export type SerializedError = {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
};

/** The answer to request `id`; id 0 answers the start (the database open and migrated). */
export type PgliteReply =
  { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) {
    return { name: "Error", message: String(error), fields: {} };
  }
  const fields: SerializedError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/**
 * The error again on the main thread, with its code, constraint, detail and the other fields,
 * and the main thread's stack (where the statement was sent from).
 */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  Object.assign(error, serialized.fields);
  error.name = serialized.name;
  return error;
}
