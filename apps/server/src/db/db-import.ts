import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { MIGRATION_LOCK_KEY, PGLITE_DIR, migrationsFolder, type Db, type Tx } from "./client";
import { lockDataDir } from "./data-dir-lock";
import { newPglite } from "./pglite";
import { describeDatabaseError } from "@/lib/db-errors";
import { columnsOf, qualified, rowsOf } from "./db-export";
import { DumpFileError, type DumpHeader } from "./dump-file";
import { checkDump, openDump, type DumpEvent, type OpenedDump } from "./dump-reader";

/** Refused before anything was written: the reason is for the operator, as it stands. */
export class ImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportRefusedError";
  }
}

export type ImportTarget = { databaseUrl: string } | { dataDir: string };

export type ImportSummary = { tables: number; rows: number; migrationsAppliedAfter: number };

/**
 * The build's migrations split at the export's: the ones the exported data was written under
 * (applied before loading) and newer ones (applied after, as a start of the app would).
 */
function splitMigrations(header: DumpHeader): { before: MigrationMeta[]; after: MigrationMeta[] } {
  const build = readMigrationFiles({ migrationsFolder });
  const exported = header.migrations.map((migration) => migration.createdAt);
  const before = build.slice(0, exported.length);
  const matches =
    before.length === exported.length &&
    before.every((migration, index) => migration.folderMillis === exported[index]);
  if (!matches) {
    throw new ImportRefusedError(
      exported.length > build.length
        ? `The export has ${exported.length} migrations, this version of Scrims only ${build.length}: ` +
            "import it with the version that made it, or a newer one."
        : "The export's migrations are not this version's: it was made by a different line of Scrims.",
    );
  }
  return { before, after: build.slice(exported.length) };
}

/** The first few relations of a database outside the system schemas (none: it is empty). */
async function relationsIn(tx: Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    tx,
    sql`select n.nspname || '.' || c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
           and n.nspname not in ('pg_catalog', 'information_schema')
           and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'
         order by 1 limit 3`,
  );
  return rows.map((row) => row.name);
}

/** What drizzle's migrator does for one migration, inside our transaction. */
async function runMigration(tx: Tx, migration: MigrationMeta, record: boolean): Promise<void> {
  for (const statement of migration.sql) {
    await tx.execute(sql.raw(statement));
  }
  if (record) {
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/** User triggers (the calendar's) off while rows are loaded as they were, on again after. */
async function setUserTriggers(tx: Tx, enabled: boolean): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    tx,
    sql`select distinct n.nspname || '.' || c.relname as name
          from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
         where not t.tgisinternal and n.nspname = 'public'`,
  );
  for (const { name } of tables) {
    await tx.execute(
      sql.raw(`alter table ${qualified(name)} ${enabled ? "enable" : "disable"} trigger user`),
    );
  }
}

async function insertRows(tx: Tx, table: string, columns: string[], rows: string[]) {
  const list = columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(", ");
  try {
    await tx.execute(
      sql`insert into ${sql.raw(`${qualified(table)} (${list})`)}
          select ${sql.raw(list)}
            from json_populate_recordset(null::${sql.raw(qualified(table))}, ${`[${rows.join(",")}]`}::json)`,
    );
  } catch (error) {
    // The driver's message quotes values and Drizzle's lists the rows: neither is printed.
    const reason = describeDatabaseError(error);
    if (!reason) {
      throw error;
    }
    throw new DumpFileError(`A row of ${table} does not load: ${reason}. The file is damaged.`);
  }
}

async function loadTables(tx: Tx, events: AsyncGenerator<DumpEvent>) {
  let tables = 0;
  let rows = 0;
  let columns: string[] = [];
  for await (const event of events) {
    if (event.kind === "table") {
      const { table } = event.table;
      const [known] = await rowsOf<{ known: boolean }>(
        tx,
        sql`select to_regclass(${qualified(table)}) is not null as known`,
      );
      if (!known?.known) {
        throw new DumpFileError(`The export has a table ${table} that Scrims does not.`);
      }
      columns = await columnsOf(tx, table);
      if ([...columns].sort().join() !== [...event.table.columns].sort().join()) {
        throw new DumpFileError(
          `The heading of ${table} names other columns than the table has: the file is damaged.`,
        );
      }
      tables += 1;
    } else if (event.kind === "rows") {
      await insertRows(tx, event.table.table, columns, event.rows);
      rows += event.rows.length;
    } else {
      for (const sequence of event.trailer.sequences) {
        await tx.execute(
          sql`select setval(${qualified(sequence.name)}::regclass, ${sequence.lastValue}::bigint, ${sequence.isCalled})`,
        );
      }
      return { tables, rows };
    }
  }
  throw new DumpFileError("The export ends early: it was cut short.");
}

/**
 * Loads an export into an EMPTY database in one transaction: this build's migrations up to the
 * export's (so schema, triggers and extensions are exactly what the app makes), drizzle's record
 * of them, every row (user triggers off, foreign keys checked), the sequences, then any newer
 * migrations of this build. On PostgreSQL it holds the app's migration advisory lock meanwhile, so
 * an app started on the same database waits for it and then finds nothing to migrate.
 */
async function importInto(db: Db, file: string, lock: boolean): Promise<ImportSummary> {
  const dump = await openDump(file);
  try {
    return await loadDump(db, dump, lock);
  } finally {
    dump.close();
  }
}

async function loadDump(db: Db, dump: OpenedDump, lock: boolean): Promise<ImportSummary> {
  const { before, after } = splitMigrations(dump.header);
  return db.transaction(async (tx) => {
    if (lock) {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    }
    const found = await relationsIn(tx);
    if (found.length > 0) {
      throw new ImportRefusedError(
        `The target database is not empty (it has ${found.join(", ")}…). db:import loads only ` +
          "into an empty database: create a new one (e.g. createdb scrims) and import into that.",
      );
    }
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    for (const migration of before) {
      await runMigration(tx, migration, false);
    }
    await setUserTriggers(tx, false);
    const loaded = await loadTables(tx, dump.events);
    await setUserTriggers(tx, true);
    for (const migration of after) {
      await runMigration(tx, migration, true);
    }
    return { ...loaded, migrationsAppliedAfter: after.length };
  });
}

async function importIntoPostgres(databaseUrl: string, file: string): Promise<ImportSummary> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  pool.on("error", () => undefined);
  try {
    const db = drizzlePg({ client: pool, casing: "snake_case" }) as unknown as Db;
    return await importInto(db, file, true);
  } finally {
    await pool.end();
  }
}

/**
 * Into a new embedded database in `dataDir` (e.g. to carry data to a newer PGlite, whose folder
 * format may differ): built in a temporary folder under the data folder's lock, moved into place
 * when complete.
 */
async function importIntoPglite(dataDir: string, file: string): Promise<ImportSummary> {
  const lock = await lockDataDir(dataDir);
  try {
    const target = path.join(dataDir, PGLITE_DIR);
    if (fs.existsSync(target)) {
      throw new ImportRefusedError(
        `${dataDir} already holds a database: db:import loads only into an empty data folder.`,
      );
    }
    const temp = path.join(dataDir, `${PGLITE_DIR}.init-${randomUUID()}`);
    const client = newPglite(temp);
    try {
      const db = drizzlePglite({ client, casing: "snake_case" }) as unknown as Db;
      const summary = await importInto(db, file, false);
      await client.close();
      fs.renameSync(temp, target);
      return summary;
    } catch (error) {
      await client.close().catch(() => {});
      fs.rmSync(temp, { recursive: true, force: true });
      throw error;
    }
  } finally {
    lock.release();
  }
}

/**
 * Loads a db:export file into an empty PostgreSQL database or a new embedded one; all or nothing.
 * The whole file is checked first (dump-reader.ts), so a damaged one is refused before the
 * target is touched. No error names what a row holds.
 *
 * @throws ImportRefusedError | DumpFileError | DataDirInUseError
 */
export async function importDatabase(target: ImportTarget, file: string): Promise<ImportSummary> {
  splitMigrations(await checkDump(file));
  try {
    return await ("databaseUrl" in target
      ? importIntoPostgres(target.databaseUrl, file)
      : importIntoPglite(target.dataDir, file));
  } catch (error) {
    const reason = describeDatabaseError(error);
    if (reason === undefined) {
      throw error;
    }
    throw new ImportRefusedError(`The target database refused the import: ${reason}.`);
  }
}
