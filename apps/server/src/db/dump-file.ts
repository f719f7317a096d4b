import fs from "node:fs";
import { once } from "node:events";
import readline from "node:readline";
import type { Readable, Writable } from "node:stream";
import zlib from "node:zlib";

/**
 * The db:export file: gzip-compressed JSON lines. A header line, then per table a line naming it
 * followed by one line per row (the row as PostgreSQL's `to_jsonb`, passed through untouched so
 * no value goes through JavaScript numbers), and a closing line with the sequences and counts. A
 * file without its closing line was cut short and is refused.
 */
export const DUMP_FORMAT = "scrims-export";
export const DUMP_VERSION = 1;

export type DumpHeader = {
  format: typeof DUMP_FORMAT;
  version: number;
  exportedAt: string;
  source: "pglite" | "postgres";
  /** The migrations the source had applied (drizzle's table), oldest first. */
  migrations: { hash: string; createdAt: number }[];
};

export type DumpTable = {
  /** `schema.name`. */
  table: string;
  columns: string[];
  rows: number;
};

export type DumpSequence = { name: string; lastValue: string; isCalled: boolean };

export type DumpTrailer = { end: true; tables: number; rows: number; sequences: DumpSequence[] };

export class DumpFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DumpFileError";
  }
}

/**
 * Writes a dump to `${file}.partial`, renamed to `file` only by `finish`: an export that fails or
 * is killed never leaves a file that looks complete.
 */
export class DumpWriter {
  private readonly partial: string;
  private readonly gzip = zlib.createGzip();
  private readonly out: fs.WriteStream;
  private readonly closed: Promise<unknown>;

  constructor(private readonly file: string) {
    if (fs.existsSync(file)) {
      throw new DumpFileError(`${file} already exists; choose another --out or remove it.`);
    }
    this.partial = `${file}.partial`;
    this.out = fs.createWriteStream(this.partial);
    this.closed = once(this.out, "close");
    // A failed write (full disk) surfaces at `finish`; the streams must not throw unhandled.
    this.out.on("error", () => undefined);
    this.gzip.pipe(this.out);
  }

  async line(text: string): Promise<void> {
    if (!this.gzip.write(`${text}\n`)) {
      await once(this.gzip, "drain");
    }
  }

  json(value: object): Promise<void> {
    return this.line(JSON.stringify(value));
  }

  async finish(): Promise<void> {
    this.gzip.end();
    await this.closed;
    if (this.out.errored) {
      throw this.out.errored;
    }
    const fd = fs.openSync(this.partial, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(this.partial, this.file);
  }

  abort(): void {
    this.gzip.destroy();
    (this.out as Writable).destroy();
    fs.rmSync(this.partial, { force: true });
  }
}

export type DumpEvent =
  | { kind: "table"; table: DumpTable }
  | { kind: "rows"; table: DumpTable; rows: string[] }
  | { kind: "end"; trailer: DumpTrailer };

function parseLine<T>(line: string, what: string, lineNumber: number): T {
  try {
    return JSON.parse(line) as T;
  } catch {
    throw new DumpFileError(`Line ${lineNumber} is not ${what}: the file is damaged.`);
  }
}

function isGzip(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const magic = Buffer.alloc(2);
    fs.readSync(fd, magic, 0, 2, 0);
    return magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/** Opens a dump: its header at once, then its tables and rows (in batches) as they are read. */
export async function openDump(
  file: string,
  batchSize = 500,
): Promise<{ header: DumpHeader; events: AsyncGenerator<DumpEvent>; close: () => void }> {
  if (!fs.existsSync(file)) {
    throw new DumpFileError(`${file} does not exist.`);
  }
  const raw = fs.createReadStream(file);
  const input: Readable = isGzip(file) ? raw.pipe(zlib.createGunzip()) : raw;
  // A damaged gzip stream is reported by the line reader's iterator below.
  input.on("error", (error) => lines.emit("error", error));
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  let lineNumber = 0;
  const next = async (): Promise<string | undefined> => {
    try {
      const result = await iterator.next();
      lineNumber += 1;
      return result.done ? undefined : result.value;
    } catch (error) {
      throw new DumpFileError(`The file could not be read (${(error as Error).message}).`);
    }
  };
  const first = await next();
  const header = first === undefined ? undefined : parseLine<DumpHeader>(first, "JSON", 1);
  if (header?.format !== DUMP_FORMAT) {
    raw.destroy();
    throw new DumpFileError(`${file} is not a Scrims export (made by npm run db:export).`);
  }
  if (header.version !== DUMP_VERSION) {
    raw.destroy();
    throw new DumpFileError(
      `${file} is an export of format version ${header.version}; this version of Scrims reads version ${DUMP_VERSION}.`,
    );
  }

  async function* events(): AsyncGenerator<DumpEvent> {
    try {
      for (;;) {
        const line = await next();
        if (line === undefined) {
          throw new DumpFileError(`${file} ends early (no closing line): it was cut short.`);
        }
        const entry = parseLine<Partial<DumpTable & DumpTrailer>>(line, "JSON", lineNumber);
        if (entry.end === true) {
          yield { kind: "end", trailer: entry as DumpTrailer };
          return;
        }
        if (typeof entry.table !== "string" || typeof entry.rows !== "number") {
          throw new DumpFileError(`Line ${lineNumber} of ${file} is not a table's heading.`);
        }
        const table = entry as DumpTable;
        yield { kind: "table", table };
        let batch: string[] = [];
        for (let i = 0; i < table.rows; i += 1) {
          const row = await next();
          if (row === undefined) {
            throw new DumpFileError(
              `${file} ends in the rows of ${table.table}: it was cut short.`,
            );
          }
          batch.push(row);
          if (batch.length === batchSize) {
            yield { kind: "rows", table, rows: batch };
            batch = [];
          }
        }
        if (batch.length > 0) {
          yield { kind: "rows", table, rows: batch };
        }
      }
    } finally {
      close();
    }
  }

  const close = () => {
    lines.close();
    raw.destroy();
  };
  return { header, events: events(), close };
}
