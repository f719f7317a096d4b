import { sql, type SQL } from "drizzle-orm";
import { openDatabase, type Tx } from "./client";
import {
  DUMP_FORMAT,
  DUMP_VERSION,
  DumpFileError,
  DumpWriter,
  type DumpHeader,
  type DumpSequence,
} from "./dump-file";

/** The schemas a Scrims database keeps its data in: drizzle's migrations record and ours. */
const DATA_SCHEMAS = ["drizzle", "public"];

/** Rows fetched from the cursor at a time: memory stays flat however big a table is. */
const FETCH_ROWS = 1_000;

export async function rowsOf<T>(db: Pick<Tx, "execute">, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** `schema.name` as a quoted SQL name. */
export const qualified = (name: string) => name.split(".").map(quoteName).join(".");

type TableRow = { name: string; parents: string[] | null };

/**
 * The tables of the data schemas, each after the tables its foreign keys point to, so an import
 * that keeps foreign keys checked can load them in this order.
 */
async function tablesInLoadOrder(db: Pick<Tx, "execute">): Promise<string[]> {
  const rows = await rowsOf<TableRow>(
    db,
    sql`select n.nspname || '.' || c.relname as name,
          (select array_agg(distinct pn.nspname || '.' || p.relname)
             from pg_constraint f
             join pg_class p on p.oid = f.confrelid
             join pg_namespace pn on pn.oid = p.relnamespace
            where f.conrelid = c.oid and f.contype = 'f' and f.confrelid <> c.oid) as parents
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname in (${sql.join(
         DATA_SCHEMAS.map((schema) => sql`${schema}`),
         sql`, `,
       )})
       order by n.nspname, c.relname`,
  );
  const parentsOf = new Map(rows.map((row) => [row.name, row.parents ?? []]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name)) {
      return;
    }
    if (visiting.has(name)) {
      throw new Error(`The foreign keys of ${name} form a cycle; no load order exists.`);
    }
    visiting.add(name);
    for (const parent of parentsOf.get(name) ?? []) {
      if (parentsOf.has(parent)) {
        place(parent);
      }
    }
    visiting.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  rows.forEach((row) => place(row.name));
  return ordered;
}

/** The stored (not generated) columns of a table, in their order. */
export async function columnsOf(db: Pick<Tx, "execute">, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
         where attrelid = ${qualified(table)}::regclass and attnum > 0
           and not attisdropped and attgenerated = ''
         order by attnum`,
  );
  return rows.map((row) => row.name);
}

async function migrationsOf(tx: Tx): Promise<DumpHeader["migrations"]> {
  const [found] = await rowsOf<{ exists: boolean }>(
    tx,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!found?.exists) {
    throw new DumpFileError("This database has no Scrims migrations record: nothing to export.");
  }
  const rows = await rowsOf<{ hash: string; created_at: string }>(
    tx,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

async function sequencesOf(tx: Tx): Promise<DumpSequence[]> {
  const names = await rowsOf<{ name: string }>(
    tx,
    sql`select n.nspname || '.' || c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'S' and n.nspname in (${sql.join(
           DATA_SCHEMAS.map((schema) => sql`${schema}`),
           sql`, `,
         )})
         order by 1`,
  );
  const sequences: DumpSequence[] = [];
  for (const { name } of names) {
    const [state] = await rowsOf<{ last_value: string; is_called: boolean }>(
      tx,
      sql.raw(`select last_value::text as last_value, is_called from ${qualified(name)}`),
    );
    if (state) {
      sequences.push({ name, lastValue: state.last_value, isCalled: state.is_called });
    }
  }
  return sequences;
}

/** Streams one table's rows through a cursor into the dump; answers how many were written. */
async function writeTable(tx: Tx, writer: DumpWriter, table: string): Promise<number> {
  const [counted] = await rowsOf<{ rows: string }>(
    tx,
    sql.raw(`select count(*)::text as rows from ${qualified(table)}`),
  );
  const rows = Number(counted?.rows ?? 0);
  await writer.json({ table, columns: await columnsOf(tx, table), rows });
  await tx.execute(
    sql.raw(
      `declare dump_rows no scroll cursor for select to_jsonb(t)::text as row from ${qualified(table)} t`,
    ),
  );
  let written = 0;
  for (;;) {
    const batch = await rowsOf<{ row: string }>(
      tx,
      sql.raw(`fetch forward ${FETCH_ROWS} from dump_rows`),
    );
    for (const { row } of batch) {
      await writer.line(row);
    }
    written += batch.length;
    if (batch.length < FETCH_ROWS) {
      break;
    }
  }
  await tx.execute(sql.raw("close dump_rows"));
  if (written !== rows) {
    throw new Error(`${table}: counted ${rows} rows but read ${written}`);
  }
  return rows;
}

export type ExportSummary = { file: string; tables: number; rows: number };

/**
 * Writes a logical dump of a Scrims database to `file`: every table of the data schemas (rows as
 * JSON), the migrations record and the sequences, all read in ONE read-only REPEATABLE READ
 * transaction, so the dump is one consistent snapshot even while a PostgreSQL source is in use.
 * The embedded database is opened as the app opens it, holding DATA_DIR's lock: while the app
 * runs on that folder the export is refused (DataDirInUseError). Nothing is migrated or created.
 *
 * @throws DataDirInUseError | NoDatabaseError | DumpFileError
 */
export async function exportDatabase(
  source: { databaseUrl?: string; dataDir: string },
  file: string,
): Promise<ExportSummary> {
  const database = await openDatabase({ ...source, migrate: false });
  try {
    const writer = new DumpWriter(file);
    try {
      const summary = await database.db.transaction(
        async (tx) => {
          const header: DumpHeader = {
            format: DUMP_FORMAT,
            version: DUMP_VERSION,
            exportedAt: new Date().toISOString(),
            source: database.kind,
            migrations: await migrationsOf(tx),
          };
          await writer.json(header);
          const tables = await tablesInLoadOrder(tx);
          let rows = 0;
          for (const table of tables) {
            rows += await writeTable(tx, writer, table);
          }
          const sequences = await sequencesOf(tx);
          await writer.json({ end: true, tables: tables.length, rows, sequences });
          return { file, tables: tables.length, rows };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
      await writer.finish();
      return summary;
    } catch (error) {
      writer.abort();
      throw error;
    }
  } finally {
    await database.close();
  }
}
