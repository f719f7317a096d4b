/** PostgreSQL's SQLSTATE for a unique violation (PGlite reports the same). */
const UNIQUE_VIOLATION = "23505";

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The constraint a unique violation hit, or undefined for any other error. Drizzle wraps driver
 * errors (the pg or PGlite error is its `cause`), so both shapes are checked.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth += 1) {
    const fields = current as PgErrorFields;
    if (fields.code === UNIQUE_VIOLATION) {
      return typeof fields.constraint === "string" ? fields.constraint : "";
    }
    current = fields.cause;
  }
  return undefined;
}
