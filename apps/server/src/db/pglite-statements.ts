// The embedded database's statements, prepared once (in its thread, pglite-worker.ts). PGlite's
// own query() parses and plans every statement again and crosses into WebAssembly five times for
// it (parse, describe, bind, describe, execute). Here each SQL text is prepared once as a named
// statement, so PostgreSQL keeps its parse and (after its first few runs) its plan, and each run
// is one crossing: bind, execute and sync together. A typical join of the app took 536 µs of CPU
// through query() and 250 µs so (measured on the 2-core machine).
import {
  type PGlite,
  type QueryOptions,
  type Results,
  parse,
  protocol,
} from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];

/** A prepared statement: its name, its parameters' types, and its rows' description. */
type Prepared = { name: string; paramTypes: number[]; rowDescription?: BackendMessage };

/** Statements kept prepared (the least recently used is closed): SQL texts the app sends. */
const MAX_STATEMENTS = 2000;

const serialize = protocol.serialize;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PostgreSQL refuses a cached plan whose result type changed under it (a table altered since it
 * was prepared): the statement is prepared again.
 */
const isStalePlan = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === "0A000";

export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  private nextName = 1;

  constructor(private readonly db: PGlite) {}

  /** Runs one statement (a single command, as PGlite's query takes) with its parameters. */
  async query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    try {
      return await this.run(sql, params, options);
    } catch (error) {
      if (!isStalePlan(error) || this.db.isInTransaction()) {
        throw error;
      }
      await this.forget(sql);
      return this.run(sql, params, options);
    }
  }

  /** Runs a statement without parameters over the simple protocol (BEGIN, COMMIT, ROLLBACK). */
  async simple(sql: string): Promise<void> {
    await this.exchange(serialize.query(sql));
  }

  private async run(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const statement = await this.statementFor(sql);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) {
        return null;
      }
      const write = this.db.serializers[statement.paramTypes[i] ?? 0];
      return write ? write(param) : String(param as string);
    });
    const messages = await this.exchange(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = parse.parseResults(described, this.db.parsers, options);
    return result ?? { rows: [], fields: [] };
  }

  private async statementFor(sql: string): Promise<Prepared> {
    const kept = this.prepared.get(sql);
    if (kept) {
      this.prepared.delete(sql);
      this.prepared.set(sql, kept); // Most recently used last.
      return kept;
    }
    const name = `scrims_${this.nextName++}`;
    const messages = await this.exchange(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
    );
    const statement: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === "rowDescription"),
    };
    this.prepared.set(sql, statement);
    for (const [oldest, { name: closed }] of this.prepared) {
      if (this.prepared.size <= MAX_STATEMENTS) {
        break;
      }
      this.prepared.delete(oldest);
      await this.close(closed);
    }
    return statement;
  }

  private async forget(sql: string): Promise<void> {
    const statement = this.prepared.get(sql);
    this.prepared.delete(sql);
    if (statement) {
      await this.close(statement.name);
    }
  }

  private async close(name: string): Promise<void> {
    await this.exchange(concat([serialize.close({ type: "S", name }), serialize.sync()]));
  }

  /**
   * One crossing into PostgreSQL, alone (PGlite's own lock), its files synced after it unless a
   * transaction is open; an error response is thrown (after the whole exchange, so the session
   * is ready again).
   */
  private async exchange(message: Uint8Array): Promise<BackendMessage[]> {
    return this.db.runExclusive(async () => {
      try {
        const { messages } = await this.db.execProtocol(message, {
          syncToFs: false,
          throwOnError: true,
        });
        return messages;
      } finally {
        // After the exchange: a COMMIT is synced, a BEGIN is not.
        if (!this.db.isInTransaction()) {
          await this.db.syncToFs();
        }
      }
    });
  }
}
