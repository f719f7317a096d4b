// The embedded database in a worker thread of its own (pglite-worker.ts), seen from the main
// thread as the part of PGlite's client Drizzle uses: query (with a row mode and parsers) and
// transaction. The main thread only sends statements and receives rows: PostgreSQL's work, and
// PGlite's parsing of its answers, no longer hold the event loop.
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import {
  deserializeError,
  type PgliteOpenOptions,
  type PgliteReply,
  type PgliteRequest,
} from "./pglite-protocol";

/** A request without its id (given when it is sent). */
type Outgoing = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** Raised for every statement once the thread has stopped (closed, or crashed). */
export class PgliteThreadStoppedError extends Error {
  constructor(reason: string) {
    super(`The embedded database's thread has stopped: ${reason}`);
    this.name = "PgliteThreadStoppedError";
  }
}

/**
 * How to start the thread. The server's bundle has pglite-worker.js beside it
 * (scripts/build-server.mjs); from the sources (tests, `npm run dev`) the thread first registers
 * tsx, as the main thread's own TypeScript loader does not reach worker threads.
 */
function workerScript(): URL {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) {
    return new URL("./pglite-worker.js", here);
  }
  const require = createRequire(here);
  // tsx's ESM entry sits beside the CommonJS one its exports give to require.
  const tsx = pathToFileURL(path.join(path.dirname(require.resolve("tsx/esm/api")), "index.mjs"));
  const entry = new URL("./pglite-worker.ts", here);
  const code = [
    `import { register } from ${JSON.stringify(tsx.href)};`,
    "register();",
    `await import(${JSON.stringify(entry.href)});`,
  ].join("\n");
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/** One open transaction: its statements go to the thread tagged with its id. */
class ThreadTransaction {
  constructor(
    private readonly thread: PgliteThread,
    private readonly id: number,
  ) {}

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.thread.send(queryRequest(sql, params, options, this.id)) as Promise<Results<T>>;
  }
}

function queryRequest(
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  tx?: number,
): Outgoing {
  return {
    op: "query",
    sql,
    params: params ?? [],
    rowMode: options?.rowMode,
    rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
    tx,
  };
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private nextTransaction = 1;
  private stopped: PgliteThreadStoppedError | undefined;
  /** Resolves when the thread has exited. */
  readonly exited: Promise<number>;

  private constructor(readonly worker: Worker) {
    this.exited = new Promise((resolve) => worker.once("exit", resolve));
    worker.on("message", (reply: PgliteReply) => this.settle(reply));
    worker.on("error", (error) => this.stop(error.message));
    worker.on("exit", (code) => this.stop(`it exited with code ${code}`));
  }

  /** Starts the thread; resolves once the database is open (and migrated when asked). */
  static async start(options: PgliteOpenOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(new Worker(workerScript(), { workerData: options }));
    const ready = new Promise((resolve, reject) => thread.pending.set(0, { resolve, reject }));
    thread.worker.ref();
    try {
      await ready;
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    thread.idle();
    return thread;
  }

  /** Unused by Drizzle, present on PGlite's client: the database is ready once started. */
  readonly waitReady = Promise.resolve();

  get closed(): boolean {
    return this.stopped !== undefined;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.send(queryRequest(sql, params, options)) as Promise<Results<T>>;
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws
   * (and its error thrown again). Other statements wait for it in the thread, as in PGlite.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.nextTransaction++;
    await this.send({ op: "begin", tx: id });
    let result: T;
    try {
      result = await callback(new ThreadTransaction(this, id));
    } catch (error) {
      // The callback's error is the one thrown, even when the rollback fails too (a dead thread).
      await this.send({ op: "rollback", tx: id }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: "commit", tx: id });
    return result;
  }

  /** Closes the database (its files flushed) and ends the thread. */
  async close(): Promise<void> {
    if (this.stopped) {
      return;
    }
    await this.send({ op: "close" });
    this.stopped ??= new PgliteThreadStoppedError("it was closed");
    await this.worker.terminate();
  }

  /** @internal Sends one request and waits for its answer. */
  send(request: Outgoing): Promise<unknown> {
    if (this.stopped) {
      return Promise.reject(this.stopped);
    }
    const id = this.nextId++;
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Keep the process alive while a statement is out, not while the database sits idle.
    this.worker.ref();
    this.worker.postMessage({ ...request, id });
    return answer;
  }

  private settle(reply: PgliteReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) {
      return;
    }
    this.pending.delete(reply.id);
    if (reply.ok) {
      waiting.resolve(reply.result);
    } else {
      waiting.reject(deserializeError(reply.error));
    }
    this.idle();
  }

  private idle(): void {
    if (this.pending.size === 0) {
      this.worker.unref();
    }
  }

  private stop(reason: string): void {
    this.stopped ??= new PgliteThreadStoppedError(reason);
    for (const waiting of this.pending.values()) {
      waiting.reject(this.stopped);
    }
    this.pending.clear();
  }
}
