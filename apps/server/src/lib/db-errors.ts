/** PostgreSQL's SQLSTATE for a unique violation (PGlite reports the same). */
const UNIQUE_VIOLATION = "23505";

/** The fields of a pg or PGlite error that name what failed; never its `detail`. */
type DriverError = { code: string; message: string; constraint?: unknown; column?: unknown };

/**
 * The pg or PGlite error in `error`, or undefined. Drizzle wraps driver errors (the driver's
 * error is its `cause`), so causes are followed.
 */
function driverErrorOf(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth += 1) {
    const fields = current as { code?: unknown; cause?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) {
      return current as DriverError;
    }
    current = fields.cause;
  }
  return undefined;
}

/**
 * The constraint a unique violation hit, or undefined for any other error. Drizzle wraps driver
 * errors (the pg or PGlite error is its `cause`), so both shapes are checked.
 */
export function uniqueViolationConstraint(error: unknown): string | undefined {
  const found = driverErrorOf(error);
  if (found?.code !== UNIQUE_VIOLATION) {
    return undefined;
  }
  return typeof found.constraint === "string" ? found.constraint : "";
}

/** What each integrity violation (SQLSTATE class 23) broke. */
const INTEGRITY: Record<string, string> = {
  "23502": "a not-null column",
  "23503": "a foreign key",
  "23505": "a unique constraint",
  "23514": "a check constraint",
  "23P01": "an exclusion constraint",
};

/**
 * Classes of SQLSTATE whose messages name only the connection, the account, an object of the
 * schema or the server's state: connection, sign-in, catalog, syntax and names, resources,
 * object state, operator intervention.
 */
const MESSAGE_IS_SAFE = new Set(["08", "28", "3D", "42", "53", "55", "57"]);

/**
 * A database error in words that hold no row data, or undefined when `error` is not one. The
 * messages of data and integrity errors quote values (`invalid input syntax for type uuid:
 * "…"`, and Drizzle adds every bound parameter), so those say only their SQLSTATE and the
 * constraint or column they name.
 */
export function describeDatabaseError(error: unknown): string | undefined {
  const found = driverErrorOf(error);
  if (!found) {
    return undefined;
  }
  if (MESSAGE_IS_SAFE.has(found.code.slice(0, 2))) {
    return `${found.message.split("\n")[0]} (SQLSTATE ${found.code})`;
  }
  const names = [
    typeof found.constraint === "string" ? found.constraint : undefined,
    typeof found.column === "string" ? `column ${found.column}` : undefined,
    `SQLSTATE ${found.code}`,
  ].filter(Boolean);
  const broke = INTEGRITY[found.code];
  return `a value ${broke ? `breaks ${broke}` : "is refused"} (${names.join(", ")})`;
}
