import fs from "node:fs";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import {
  DUMP_FORMAT,
  DUMP_VERSION,
  DumpFileError,
  type DumpHeader,
  type DumpSequence,
  type DumpTable,
  type DumpTrailer,
} from "./dump-file";

// Reads a db:export file and checks its structure against its own records as it goes: every
// table's heading names its row count, and the closing line the totals. A file that disagrees
// with them (cut short, a line lost or added, a heading or a count changed) is refused with a
// reason that names lines, tables and counts, never what a row holds.

export type DumpEvent =
  | { kind: "table"; table: DumpTable }
  | { kind: "rows"; table: DumpTable; rows: string[] }
  | { kind: "end"; trailer: DumpTrailer };

export type OpenedDump = {
  header: DumpHeader;
  events: AsyncGenerator<DumpEvent>;
  close: () => void;
};

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

/** Why reading failed, for the operator: zlib's and the file system's reasons hold no data. */
function readFailure(file: string, error: NodeJS.ErrnoException): DumpFileError {
  if (error.code === "Z_BUF_ERROR") {
    return new DumpFileError(`${file} was cut short: its compressed data ends early.`);
  }
  if (error.code?.startsWith("Z_")) {
    return new DumpFileError(`${file} is damaged: its compressed data is corrupt (${error.code}).`);
  }
  return new DumpFileError(`${file} could not be read (${error.code ?? error.name}).`);
}

/** The file's lines (gunzipped when it is gzip), each without its newline. */
async function* linesOf(file: string, stream: fs.ReadStream): AsyncGenerator<string> {
  const input = isGzip(file) ? stream.pipe(zlib.createGunzip()) : stream;
  if (input !== stream) {
    stream.on("error", (error) => input.destroy(error));
  }
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const chunk of input) {
      const lines = (rest + decoder.write(chunk as Buffer)).split("\n");
      rest = lines.pop() ?? "";
      yield* lines;
    }
  } catch (error) {
    throw readFailure(file, error as NodeJS.ErrnoException);
  } finally {
    input.destroy();
  }
  rest += decoder.end();
  if (rest !== "") {
    yield rest;
  }
}

function parse(line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new DumpFileError(`Line ${lineNumber} is not JSON: the file is damaged.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

function isHeading(entry: Record<string, unknown>): boolean {
  return (
    typeof entry.table === "string" &&
    Array.isArray(entry.columns) &&
    entry.columns.length > 0 &&
    entry.columns.every((column) => typeof column === "string") &&
    isCount(entry.rows)
  );
}

function isSequence(value: unknown): value is DumpSequence {
  return (
    isObject(value) &&
    typeof value.name === "string" &&
    typeof value.lastValue === "string" &&
    /^-?\d+$/.test(value.lastValue) &&
    typeof value.isCalled === "boolean"
  );
}

function isTrailer(entry: Record<string, unknown>): boolean {
  return (
    entry.end === true &&
    isCount(entry.tables) &&
    isCount(entry.rows) &&
    Array.isArray(entry.sequences) &&
    entry.sequences.every(isSequence)
  );
}

/** Whether a line is a row of `table`: an object with (at least) every column its heading names. */
const isRowOf = (entry: unknown, table: DumpTable) =>
  isObject(entry) && table.columns.every((column) => Object.hasOwn(entry, column));

/**
 * Opens a dump: its header at once, then its tables and rows (in batches) as they are read, each
 * checked against the file's own counts. Rows pass through as the exported text.
 */
export async function openDump(file: string, batchSize = 500): Promise<OpenedDump> {
  if (!fs.existsSync(file)) {
    throw new DumpFileError(`${file} does not exist.`);
  }
  const stream = fs.createReadStream(file);
  const lines = linesOf(file, stream);
  const close = () => {
    stream.destroy();
    void lines.return(undefined);
  };
  let lineNumber = 0;
  const next = async (): Promise<string | undefined> => {
    const result = await lines.next();
    lineNumber += 1;
    return result.done ? undefined : result.value;
  };

  let header: DumpHeader;
  try {
    const first = await next();
    const parsed = first === undefined ? undefined : parse(first, 1);
    if (!isObject(parsed) || parsed.format !== DUMP_FORMAT) {
      throw new DumpFileError(`${file} is not a Scrims export (made by npm run db:export).`);
    }
    if (parsed.version !== DUMP_VERSION) {
      throw new DumpFileError(
        `${file} is an export of format version ${String(parsed.version)}; this version of Scrims reads version ${DUMP_VERSION}.`,
      );
    }
    if (!Array.isArray(parsed.migrations)) {
      throw new DumpFileError(`Line 1 of ${file} is not a whole export header: it is damaged.`);
    }
    header = parsed as DumpHeader;
  } catch (error) {
    close();
    throw error;
  }

  const cutShort = (where: string) => new DumpFileError(`${file} ends ${where}: it was cut short.`);

  async function* events(): AsyncGenerator<DumpEvent> {
    let tables = 0;
    let rows = 0;
    let previous: DumpTable | undefined;
    try {
      for (;;) {
        const line = await next();
        if (line === undefined) {
          throw cutShort("early (no closing line)");
        }
        const entry = parse(line, lineNumber);
        if (isObject(entry) && isTrailer(entry)) {
          const trailer = entry as DumpTrailer;
          if (trailer.tables !== tables || trailer.rows !== rows) {
            throw new DumpFileError(
              `The export's closing line says ${trailer.tables} tables and ${trailer.rows} rows; ` +
                `it holds ${tables} and ${rows}: the file is damaged.`,
            );
          }
          if ((await next()) !== undefined) {
            throw new DumpFileError(
              `Line ${lineNumber} follows the closing line: the file is damaged.`,
            );
          }
          yield { kind: "end", trailer };
          return;
        }
        if (!isObject(entry) || !isHeading(entry)) {
          throw new DumpFileError(
            previous && isRowOf(entry, previous)
              ? `${previous.table} holds more rows than its heading's ${previous.rows} (line ${lineNumber}): the file is damaged.`
              : `Line ${lineNumber} is not a table's heading: the file is damaged.`,
          );
        }
        const table = entry as DumpTable;
        tables += 1;
        yield { kind: "table", table };
        let batch: string[] = [];
        for (let i = 0; i < table.rows; i += 1) {
          const row = await next();
          if (row === undefined) {
            throw cutShort(`in the rows of ${table.table}`);
          }
          if (!isRowOf(parse(row, lineNumber), table)) {
            throw new DumpFileError(
              `Line ${lineNumber} is not a row of ${table.table}, whose heading says ${table.rows} rows: ` +
                "the file is damaged (a row lost, or a heading changed).",
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
        rows += table.rows;
        previous = table;
      }
    } finally {
      close();
    }
  }

  return { header, events: events(), close };
}

/**
 * Reads a whole dump without loading it, so a damaged file is refused before anything is
 * written anywhere; answers its header.
 *
 * @throws DumpFileError
 */
export async function checkDump(file: string): Promise<DumpHeader> {
  const dump = await openDump(file);
  for await (const event of dump.events) {
    void event;
  }
  return dump.header;
}
