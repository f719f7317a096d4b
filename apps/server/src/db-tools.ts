// `npm run db:export` / `npm run db:import` (through scripts/db-tools.mjs, which runs the bundle
// of this file from apps/server, as `npm start` runs the server, so DATA_DIR means the same).
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "@/config/env";
import { NoDatabaseError } from "@/db/client";
import { DataDirInUseError } from "@/db/data-dir-lock";
import { exportDatabase } from "@/db/db-export";
import { ImportRefusedError, importDatabase } from "@/db/db-import";
import { DumpFileError } from "@/db/dump-file";
import { describeDatabaseError } from "@/lib/db-errors";

const USAGE = `Usage:
  npm run db:export -- [--out FILE] [--from postgres://…]
      A consistent dump of the embedded database in DATA_DIR (the app must be stopped), or of
      DATABASE_URL / --from while it runs. Default FILE: scrims-export-<time>.jsonl.gz
  npm run db:import -- --to postgres://… FILE
  npm run db:import -- --to-data-dir DIR FILE
      Loads a dump into an EMPTY PostgreSQL database (or a new embedded database in DIR),
      migrations included: start the app on it afterwards.`;

/** The errors an operator can act on: their message is the whole story, no stack. */
const EXPECTED = [
  ConfigError,
  NoDatabaseError,
  DataDirInUseError,
  DumpFileError,
  ImportRefusedError,
] as const;

function defaultFileName(now = new Date()): string {
  return `scrims-export-${now.toISOString().replace(/\..*$/, "Z").replaceAll(":", "-")}.jsonl.gz`;
}

function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//.test(value);
}

async function runExport(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { out: { type: "string" }, from: { type: "string" } },
  });
  if (values.from !== undefined && !isPostgresUrl(values.from)) {
    throw new ImportRefusedError(`--from takes a postgres:// URL, not "${values.from}".`);
  }
  const config = loadConfig();
  const databaseUrl = values.from ?? config.databaseUrl;
  const file = path.resolve(values.out ?? defaultFileName());
  const summary = await exportDatabase({ databaseUrl, dataDir: config.dataDir }, file);
  const source = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : config.dataDir;
  console.log(
    `Exported ${source}: ${summary.tables} tables, ${summary.rows} rows, to ${summary.file}`,
  );
}

async function runImport(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: "string" }, "to-data-dir": { type: "string" } },
  });
  const toDataDir = values["to-data-dir"];
  if ((values.to === undefined) === (toDataDir === undefined) || positionals.length !== 1) {
    throw new ImportRefusedError(`Give one target (--to or --to-data-dir) and one file.\n${USAGE}`);
  }
  if (values.to !== undefined && !isPostgresUrl(values.to)) {
    throw new ImportRefusedError(`--to takes a postgres:// URL, not "${values.to}".`);
  }
  const file = path.resolve(positionals[0] ?? "");
  const target = values.to
    ? { databaseUrl: values.to }
    : { dataDir: path.resolve(toDataDir ?? "") };
  const summary = await importDatabase(target, file);
  const newer = summary.migrationsAppliedAfter;
  console.log(
    `Imported ${summary.tables} tables, ${summary.rows} rows` +
      (newer > 0 ? `, then applied ${newer} newer migrations` : "") +
      ". Start the app on it.",
  );
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    if (command === "export") {
      await runExport(args);
    } else if (command === "import") {
      await runImport(args);
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    console.error(`db:${command}: ${whatFailed(error)}`);
    return 1;
  }
}

/**
 * One line for the operator, never holding row data: an error they can act on says it all, a
 * database error is told by its SQLSTATE and names (its message may quote values, Drizzle's
 * lists every bound row), and anything else by its type and where it was thrown.
 */
function whatFailed(error: unknown): string {
  if (EXPECTED.some((kind) => error instanceof kind)) {
    return (error as Error).message;
  }
  const database = describeDatabaseError(error);
  if (database) {
    return `the database refused: ${database}.`;
  }
  if (isSystemError(error)) {
    return error.message;
  }
  const frames = error instanceof Error ? (error.stack ?? "").split("\n") : [];
  const where = frames.filter((line) => /^\s+at /.test(line)).slice(0, 3);
  return [
    `failed unexpectedly (${error instanceof Error ? error.name : typeof error})`,
    ...where,
  ].join("\n");
}

/** Bad arguments, a server that cannot be reached, a file that cannot be written (ENOENT, …). */
function isSystemError(error: unknown): error is Error {
  return error instanceof Error && /^E[A-Z_]+$/.test(String((error as { code?: unknown }).code));
}

process.exitCode = await main(process.argv.slice(2));
