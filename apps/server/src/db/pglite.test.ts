import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";
import { isNewPglite, migrateNewPglite, newPglite } from "./pglite";

type Applied = { hash: string; created_at: string };

async function applied(client: ReturnType<typeof newPglite>): Promise<Applied[]> {
  const result = await client.query<Applied>(
    `select hash, created_at::text from drizzle.__drizzle_migrations order by id`,
  );
  return result.rows;
}

async function schemaOf(client: ReturnType<typeof newPglite>): Promise<string[]> {
  const result = await client.query<{ line: string }>(
    `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
       from information_schema.columns where table_schema = 'public'
     union all
     select indexdef from pg_indexes where schemaname = 'public'
     union all
     select conrelid::regclass || ' ' || pg_get_constraintdef(oid) from pg_constraint
       where connamespace = 'public'::regnamespace
     order by 1`,
  );
  return result.rows.map((row) => row.line);
}

describe("a new embedded database migrated as one script", () => {
  it("ends with the schema and the migration records drizzle's migrator gives, and nothing left to migrate", async () => {
    const fast = newPglite();
    const slow = newPglite();
    try {
      expect(await isNewPglite(fast)).toBe(true);
      await migrateNewPglite(fast, migrationsFolder);
      expect(await isNewPglite(fast)).toBe(false);
      await migrate(drizzle({ client: slow }), { migrationsFolder });

      expect(await applied(fast)).toEqual(await applied(slow));
      expect((await applied(fast)).length).toBeGreaterThan(0);
      expect(await schemaOf(fast)).toEqual(await schemaOf(slow));

      // drizzle's migrator then finds every migration applied: it records nothing more.
      await migrate(drizzle({ client: fast }), { migrationsFolder });
      expect(await applied(fast)).toEqual(await applied(slow));
    } finally {
      await fast.close();
      await slow.close();
    }
  }, 120_000);

  it("leaves nothing behind when a statement fails", async () => {
    const client = newPglite();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-migrations-"));
    try {
      fs.mkdirSync(path.join(folder, "meta"));
      fs.writeFileSync(path.join(folder, "0000_a.sql"), "create table kept_a (id int);");
      fs.writeFileSync(
        path.join(folder, "0001_b.sql"),
        "create table kept_b (id int);\nselect nope;",
      );
      fs.writeFileSync(
        path.join(folder, "meta/_journal.json"),
        JSON.stringify({
          entries: [
            { idx: 0, when: 1, tag: "0000_a", breakpoints: true },
            { idx: 1, when: 2, tag: "0001_b", breakpoints: true },
          ],
        }),
      );
      await expect(migrateNewPglite(client, folder)).rejects.toThrow();
      expect(await isNewPglite(client)).toBe(true);
      const tables = await client.query(
        "select 1 from pg_tables where tablename in ('kept_a', 'kept_b')",
      );
      expect(tables.rows).toEqual([]);
    } finally {
      await client.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
