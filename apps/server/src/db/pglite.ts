// The embedded database's own pieces: making one, and migrating a brand-new one.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readMigrationFiles } from "drizzle-orm/migrator";

/** An embedded database (in memory without `dir`), with the extensions our migrations use. */
export function newPglite(dir?: string): PGlite {
  // pg_trgm: the users name search index (PostgreSQL ships it; PGlite loads it on demand).
  return new PGlite({ dataDir: dir, extensions: { pg_trgm } });
}

let version: string | undefined;

/**
 * The installed PGlite's version, from its package.json (which its exports do not name: found
 * from its entry point up).
 */
export function pgliteVersion(): string {
  if (version === undefined) {
    let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    for (;;) {
      const file = path.join(dir, "package.json");
      if (fs.existsSync(file)) {
        const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as {
          name?: string;
          version?: string;
        };
        if (pkg.name === "@electric-sql/pglite" && pkg.version) {
          version = pkg.version;
          break;
        }
      }
      const parent = path.dirname(dir);
      if (parent === dir) {
        throw new Error("PGlite's package.json was not found");
      }
      dir = parent;
    }
  }
  return version;
}

/** True when no migration ever ran here: drizzle's table of applied migrations is missing. */
export async function isNewPglite(client: PGlite): Promise<boolean> {
  const result = await client.query<{ missing: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is null as missing",
  );
  return result.rows[0]?.missing ?? true;
}

/**
 * Applies every migration to a brand-new embedded database as one script in one transaction,
 * recording each as drizzle's migrator does (same table, hash and time), so later starts and
 * later migrations see no difference. drizzle's migrator sends each of the few hundred
 * statements on its own: on a first start that was a good part of the time spent.
 */
export async function migrateNewPglite(client: PGlite, migrationsFolder: string): Promise<void> {
  const statements = [
    `create schema if not exists "drizzle"`,
    `create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  ];
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    statements.push(...migration.sql);
    // The hash is hexadecimal and the time a number: nothing to quote.
    statements.push(
      `insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ('${migration.hash}', ${migration.folderMillis})`,
    );
  }
  // Each statement ends on its own line: a migration's last line may be a comment.
  try {
    await client.exec(`begin;\n${statements.join("\n;\n")}\n;\ncommit;`);
  } catch (error) {
    await client.exec("rollback").catch(() => {});
    throw error;
  }
}
