/**
 * The row an `insert … returning()` (or an upsert) wrote: PostgreSQL always returns it, so none
 * is a bug and throws, naming `what` ("insert into bans").
 */
export function writtenRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) {
    throw new Error(`${what} returned no row`);
  }
  return row;
}
