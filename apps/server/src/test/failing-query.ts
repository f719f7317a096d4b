import { sql } from "drizzle-orm";
import type { App } from "@/app";
import { uniqueTag } from "./factories";

/**
 * Makes the database refuse to write `value` into `table.column` (a CHECK constraint, NOT VALID
 * so existing rows are not scanned), so that a request storing it fails inside a query with its
 * values bound, as an unexpected database error would. Answers the undo.
 */
export async function refuseValue(
  app: App,
  table: "users" | "scrims",
  column: string,
  value: string,
): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(column) || !/^[\w@.-]+$/.test(value)) {
    throw new Error("refuseValue: plain identifiers and values only");
  }
  const name = `test_refuse_${uniqueTag()}`;
  await app.deps.db.execute(
    sql.raw(
      `alter table ${table} add constraint ${name} check (${column} <> '${value}') not valid`,
    ),
  );
  return async () => {
    await app.deps.db.execute(sql.raw(`alter table ${table} drop constraint ${name}`));
  };
}
