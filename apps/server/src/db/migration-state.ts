// Whether a database already has this build's newest migration (both databases ask the same).

/** The newest applied migration's time (drizzle's migrator records it as `created_at`). */
export const LATEST_APPLIED_MIGRATION = `select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`;

/** True when `rows` (LATEST_APPLIED_MIGRATION's answer) is at least `latestMigration`. */
export function isUpToDate(rows: { latest: string }[], latestMigration: number): boolean {
  return Number(rows[0]?.latest ?? 0) >= latestMigration;
}
