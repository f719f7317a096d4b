import fs from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";
import zlib from "node:zlib";

/**
 * The db:export file: gzip-compressed JSON lines. A header line, then per table a line naming it
 * followed by one line per row (the row as PostgreSQL's `to_jsonb`, passed through untouched so
 * no value goes through JavaScript numbers), and a closing line with the sequences and counts.
 * The import checks a file against these counts (dump-reader.ts).
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
