import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { serverRoot } from "@/lib/server-root";
import { lockDataDir } from "./data-dir-lock";
import { isUpToDate, LATEST_APPLIED_MIGRATION } from "./migration-state";
import { pgliteVersion } from "./pglite";
import { PgliteThread } from "./pglite-thread";
import { copyPgliteTemplate, writePgliteTemplate } from "./pglite-template";
import type { TemplateStamp } from "./pglite-template";
import * as schema from "./schema/index";

type Schema = typeof schema;
type Relations = ExtractTablesWithRelations<Schema>;
export type Db = PgDatabase<PgQueryResultHKT, Schema, Relations>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, Relations>;
/** What repositories take: the database, or the transaction a service opened. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** The PostgreSQL pool's clients (metrics); absent on the embedded database. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

export const migrationsFolder = path.join(serverRoot, "drizzle");

let latestMigration: number | undefined;

/**
 * When this build's newest migration was made (its `when` in the journal, which the migrator
 * records as `created_at`): a database at this build's schema has a row at least that recent.
 */
export function latestMigrationMillis(): number {
  if (latestMigration === undefined) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
    ) as { entries: { when: number }[] };
    latestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return latestMigration;
}

/**
 * True when the database already records this build's newest migration, so drizzle's migrator
 * would do nothing: a restart then skips reading and hashing every migration file, and on
 * PostgreSQL the advisory lock, with one query.
 */
async function isMigrated(db: Db): Promise<boolean> {
  try {
    const result = await db.execute(sql.raw(LATEST_APPLIED_MIGRATION));
    const rows = (result as unknown as { rows: { latest: string }[] }).rows;
    return isUpToDate(rows, latestMigrationMillis());
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

/** Any fixed number: all processes take the same advisory lock while migrating (and db:import). */
export const MIGRATION_LOCK_KEY = 727_001;

/** Hears every statement with its parameters as it is sent (the growth bench records them). */
export type QueryListener = (sql: string, params: unknown[]) => void;

async function openPostgres(
  databaseUrl: string,
  onQuery?: QueryListener,
  migrate = true,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => undefined);
  const logger = onQuery ? { logQuery: onQuery } : undefined;
  const db = drizzlePg({ client: pool, schema, casing: "snake_case", logger }) as unknown as Db;
  if (migrate && !(await isMigrated(db))) {
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(db as never, { migrationsFolder });
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  }
  return {
    db,
    kind: "postgres",
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** The embedded database's folder in DATA_DIR; a new one is built elsewhere and moved here. */
export const PGLITE_DIR = "pglite";
const PGLITE_INIT_PREFIX = "pglite.init-";

/**
 * Opens the embedded database in a thread of its own (pglite-thread.ts), migrated there unless
 * `migrate` is false, and Drizzle over it on this thread.
 */
async function openMigratedPglite(
  dir?: string,
  migrate = true,
): Promise<{ client: PgliteThread; db: Db }> {
  const client = await PgliteThread.start({
    dataDir: dir,
    migrate,
    migrationsFolder,
    latestMigration: latestMigrationMillis(),
  });
  // Drizzle calls only query and transaction, which the thread's client has.
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    casing: "snake_case",
  }) as unknown as Db;
  return { client, db };
}

/** Where the build puts the new database's template (see pglite-template.ts). */
export const PGLITE_TEMPLATE_DIR = path.join(serverRoot, "dist", "pglite-template");

/** What this server's template must have been made with. */
const pgliteTemplateStamp = (): TemplateStamp => ({
  migration: latestMigrationMillis(),
  pglite: pgliteVersion(),
});

/** Creates a new, migrated embedded database in `dir` (a folder that does not exist yet). */
async function createPglite(dir: string): Promise<void> {
  const { client } = await openMigratedPglite(dir);
  await client.close();
}

/** Makes the template a first start copies (the server build runs this). */
export async function makePgliteTemplate(templateDir = PGLITE_TEMPLATE_DIR): Promise<void> {
  const database = `${templateDir}.database-${randomUUID()}`;
  try {
    await createPglite(database);
    writePgliteTemplate(database, templateDir, pgliteTemplateStamp());
  } finally {
    fs.rmSync(database, { recursive: true, force: true });
  }
}

/**
 * Makes sure `<dataDir>/pglite` exists and is complete. A new database is copied from the
 * build's template when it matches this server (else created and migrated) in a temporary folder,
 * and renamed into place only when done, so a first start that is killed halfway leaves just a
 * temporary folder, removed on the next start (we hold the lock, so no one else is building one).
 */
async function ensurePgliteFolder(dataDir: string, templateDir: string | null): Promise<string> {
  const target = path.join(dataDir, PGLITE_DIR);
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith(PGLITE_INIT_PREFIX)) {
      fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    }
  }
  if (fs.existsSync(target)) {
    return target;
  }
  const temp = path.join(dataDir, `${PGLITE_INIT_PREFIX}${randomUUID()}`);
  if (!templateDir || !copyPgliteTemplate(templateDir, temp, pgliteTemplateStamp())) {
    await createPglite(temp);
  }
  fs.renameSync(temp, target);
  const dirFd = fs.openSync(dataDir, "r");
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
  return target;
}

async function openPglite(
  dataDir: string,
  migrate: boolean,
  templateDir: string | null,
): Promise<Database> {
  if (dataDir === ":memory:") {
    const { client, db } = await openMigratedPglite(undefined, migrate);
    return { db, kind: "pglite", close: () => client.close() };
  }
  // Read as it is: a folder without a database is left as it was (not even a lock file made).
  if (!migrate && !fs.existsSync(path.join(dataDir, PGLITE_DIR))) {
    throw new NoDatabaseError(dataDir);
  }
  const lock = await lockDataDir(dataDir);
  try {
    const folder = migrate
      ? await ensurePgliteFolder(dataDir, templateDir)
      : path.join(dataDir, PGLITE_DIR);
    const { client, db } = await openMigratedPglite(folder, migrate);
    return {
      db,
      kind: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Thrown when a database is to be read as it is, and DATA_DIR holds none. */
export class NoDatabaseError extends Error {
  constructor(readonly dataDir: string) {
    super(`There is no embedded database in ${dataDir} (no ${PGLITE_DIR} folder).`);
    this.name = "NoDatabaseError";
  }
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite (holding DATA_DIR's lock), and
 * applies pending migrations. With `migrate: false` the database is read as it is: nothing is
 * created or migrated (db:export).
 */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  onQuery?: QueryListener;
  migrate?: boolean;
  /** The template a new embedded database is copied from; null: always create one. */
  pgliteTemplateDir?: string | null;
}): Promise<Database> {
  const migrate = options.migrate ?? true;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onQuery, migrate)
    : openPglite(
        options.dataDir,
        migrate,
        options.pgliteTemplateDir === undefined ? PGLITE_TEMPLATE_DIR : options.pgliteTemplateDir,
      );
}
