// The embedded database's own thread (started by pglite-thread.ts). PGlite runs PostgreSQL as
// WebAssembly, synchronously: on the server's main thread every statement held the event loop,
// so sockets, timers and cached answers waited for the database (about 80% of the main thread in
// the evening bench). Here it opens, migrates and answers the main thread's messages, one
// statement at a time (prepared once: pglite-statements.ts), in PGlite's order: a statement
// outside a transaction waits for the open one to end, as it did on the main thread.
import { parentPort, workerData } from "node:worker_threads";
import { Mutex, type PGlite, type QueryOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { isUpToDate, LATEST_APPLIED_MIGRATION } from "./migration-state";
import { isNewPglite, migrateNewPglite, newPglite } from "./pglite";
import { PgliteStatements } from "./pglite-statements";
import {
  type PgliteOpenOptions,
  type PgliteReply,
  type PgliteRequest,
  serializeError,
} from "./pglite-protocol";

const port = parentPort;
if (!port) {
  throw new Error("pglite-worker.ts runs as a worker thread (see pglite-thread.ts)");
}
const options = workerData as PgliteOpenOptions;

async function isMigrated(client: PGlite): Promise<boolean> {
  try {
    const result = await client.query<{ latest: string }>(LATEST_APPLIED_MIGRATION);
    return isUpToDate(result.rows, options.latestMigration);
  } catch {
    // No migrations table yet: a new database.
    return false;
  }
}

async function open(): Promise<PGlite> {
  const client = newPglite(options.dataDir);
  try {
    await client.waitReady;
    if (options.migrate && !(await isMigrated(client))) {
      if (await isNewPglite(client)) {
        await migrateNewPglite(client, options.migrationsFolder);
      } else {
        await migrate(drizzle({ client }), { migrationsFolder: options.migrationsFolder });
      }
    }
    return client;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}

/** The parsers the main thread asked for: each named type is left as PostgreSQL's text. */
function queryOptions(rowMode: "array" | "object" | undefined, rawTypes: number[]): QueryOptions {
  const parsers = Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value]));
  return { rowMode, parsers };
}

function reply(message: PgliteReply): void {
  port?.postMessage(message);
}

/**
 * One transaction at a time: BEGIN takes the lock and COMMIT or ROLLBACK gives it back, and a
 * statement outside a transaction waits for it, as PGlite's own transaction() orders them.
 */
class Transactions {
  private readonly lock = new Mutex();
  private open: { id: number; release: () => void } | undefined;

  constructor(private readonly statements: PgliteStatements) {}

  async begin(id: number): Promise<void> {
    const release = await this.lock.acquire();
    try {
      await this.statements.simple("begin");
    } catch (error) {
      release();
      throw error;
    }
    this.open = { id, release };
  }

  async end(id: number, how: "commit" | "rollback"): Promise<void> {
    const open = this.current(id);
    try {
      await this.statements.simple(how);
    } finally {
      this.open = undefined;
      open.release();
    }
  }

  /** Runs a statement in transaction `id`, or (none given) alone between transactions. */
  run<T>(id: number | undefined, statement: () => Promise<T>): Promise<T> {
    if (id === undefined) {
      return this.lock.runExclusive(statement);
    }
    this.current(id);
    return statement();
  }

  private current(id: number): { id: number; release: () => void } {
    if (this.open?.id !== id) {
      throw new Error(`transaction ${id} is not open`);
    }
    return this.open;
  }
}

async function handle(
  client: PGlite,
  statements: PgliteStatements,
  transactions: Transactions,
  request: PgliteRequest,
): Promise<void> {
  switch (request.op) {
    case "query": {
      const options = queryOptions(request.rowMode, request.rawTypes);
      const result = await transactions.run(request.tx, () =>
        statements.query(request.sql, request.params, options),
      );
      reply({ id: request.id, ok: true, result });
      return;
    }
    case "begin":
      await transactions.begin(request.tx);
      reply({ id: request.id, ok: true, result: null });
      return;
    case "commit":
    case "rollback":
      await transactions.end(request.tx, request.op);
      reply({ id: request.id, ok: true, result: null });
      return;
    case "close":
      await client.close();
      // The main thread ends this thread once it hears the database is closed.
      reply({ id: request.id, ok: true, result: null });
      return;
  }
}

try {
  const client = await open();
  const statements = new PgliteStatements(client);
  const transactions = new Transactions(statements);
  port.on("message", (request: PgliteRequest) => {
    handle(client, statements, transactions, request).catch((error: unknown) => {
      reply({ id: request.id, ok: false, error: serializeError(error) });
    });
  });
  reply({ id: 0, ok: true, result: null });
} catch (error) {
  reply({ id: 0, ok: false, error: serializeError(error) });
  port.close();
}
