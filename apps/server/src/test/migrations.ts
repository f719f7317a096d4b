import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, expect, inject } from "vitest";
import type { App } from "@/app";
import { migrationsFolder } from "@/db/client";
import { rowsOf } from "@/db/db-export";
import { newPglite } from "@/db/pglite";
import { sharedOwnDatabase } from "./app";

/** Removes the record of the newest migration, as in a database an older build migrated. */
export async function forgetLatestMigration(app: App): Promise<void> {
  await app.deps.db.execute(
    sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
}

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that ends before `tag`: the build that came before it. */
export function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-migrations-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

export type MigratedDatabase = {
  run: (query: SQL) => Promise<unknown>;
  rows: <T>(query: SQL) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** A new, empty database of this run's kind: PostgreSQL with DATABASE_URL, else PGlite. */
export async function newDatabase(): Promise<MigratedDatabase> {
  if (inject("databaseUrl")) {
    const own = await sharedOwnDatabase();
    const pool = new pg.Pool({ connectionString: own.url, max: 1 });
    const db = drizzlePg({ client: pool });
    return {
      run: (query) => db.execute(query),
      rows: (query) => rowsOf(db, query),
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await own.drop();
      },
    };
  }
  const client = newPglite();
  const db = drizzlePglite({ client });
  return {
    run: (query) => db.execute(query),
    rows: (query) => rowsOf(db, query),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
