// The embedded database's own thread (started by pglite-thread.ts). PGlite runs PostgreSQL as
// WebAssembly, synchronously: on the server's main thread every statement held the event loop,
// so sockets, timers and cached answers waited for the database (about 80% of the main thread in
// the evening bench). Here it opens, migrates and answers the main thread's messages, one
// statement at a time in PGlite's own order (its mutexes: a statement outside a transaction waits
// for the open one to end, as it did on the main thread).
import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { isUpToDate, LATEST_APPLIED_MIGRATION } from "./migration-state";
import { isNewPglite, migrateNewPglite, newPglite } from "./pglite";
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

/** An open transaction: PGlite's handle, how to end it, and the request that asked to. */
type OpenTransaction = {
  tx: Transaction;
  commit: () => void;
  rollback: (reason: unknown) => void;
  endId?: number;
};

/** Open transactions by the main thread's id for them. */
const transactions = new Map<number, OpenTransaction>();

/** Thrown inside PGlite's transaction callback to roll it back; never leaves this thread. */
const ROLLBACK = Symbol("rollback");

function reply(message: PgliteReply): void {
  port?.postMessage(message);
}

/** Opens a transaction and answers once it is open; its end answers the commit or rollback. */
function begin(client: PGlite, request: { id: number; tx: number }): void {
  let opened = false;
  void client
    .transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(request.tx, { tx, commit, rollback });
          opened = true;
          reply({ id: request.id, ok: true, result: null });
        }),
    )
    .then(
      () => ({ ok: true }) as const,
      (error: unknown) => (error === ROLLBACK ? ({ ok: true } as const) : { ok: false, error }),
    )
    .then((outcome) => {
      const endId = transactions.get(request.tx)?.endId;
      transactions.delete(request.tx);
      // Never opened (BEGIN failed): the begin request hears why.
      const id = opened ? endId : request.id;
      if (id === undefined) {
        return;
      }
      reply(
        outcome.ok
          ? { id, ok: true, result: null }
          : { id, ok: false, error: serializeError(outcome.error) },
      );
    });
}

async function handle(client: PGlite, request: PgliteRequest): Promise<void> {
  switch (request.op) {
    case "query": {
      const target = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
      if (!target) {
        throw new Error(`transaction ${request.tx} is not open`);
      }
      const result = await target.query(
        request.sql,
        request.params,
        queryOptions(request.rowMode, request.rawTypes),
      );
      reply({ id: request.id, ok: true, result });
      return;
    }
    case "begin":
      begin(client, request);
      return;
    case "commit":
    case "rollback": {
      const open = transactions.get(request.tx);
      if (!open) {
        throw new Error(`transaction ${request.tx} is not open`);
      }
      // Answered when PGlite has ended it (see begin).
      open.endId = request.id;
      if (request.op === "commit") {
        open.commit();
      } else {
        open.rollback(ROLLBACK);
      }
      return;
    }
    case "close":
      await client.close();
      // The main thread ends this thread once it hears the database is closed.
      reply({ id: request.id, ok: true, result: null });
      return;
  }
}

try {
  const client = await open();
  port.on("message", (request: PgliteRequest) => {
    handle(client, request).catch((error: unknown) => {
      reply({ id: request.id, ok: false, error: serializeError(error) });
    });
  });
  reply({ id: 0, ok: true, result: null });
} catch (error) {
  reply({ id: 0, ok: false, error: serializeError(error) });
  port.close();
}
