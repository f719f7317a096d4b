import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbTools, dumpTools, type ImportTarget } from "@/test/db-dumps";
import { cleanUpProcesses, tempDir } from "@/test/processes";

// db:import of a damaged export, through the real CLI: whatever the damage, it exits non-zero
// with one line saying why, imports nothing, and prints nothing a row holds (issue 29: a cut file
// ended in a Z_BUF_ERROR stack trace; a lost row line read the file out of step until a
// constraint failed, printing the failed batch with every email in it).

afterAll(cleanUpProcesses);

const { server, freshTarget, relationsOf, smallDump } = await dumpTools();

let bytes: Buffer;
let lines: string[];
/** Every string the rows hold (ids, emails, names, hashes, times): none may be printed. */
let rowValues: string[];

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") {
    return value.length >= 6 ? [value] : [];
  }
  if (value && typeof value === "object") {
    return Object.values(value).flatMap(stringsIn);
  }
  return [];
}

const isRowLine = (line: string) => line.startsWith("{") && !/^\{"(format|table|end)"/.test(line);

/** The index of a table's heading line. */
function headingOf(table: string): number {
  const index = lines.findIndex((line) => line.startsWith(`{"table":"${table}"`));
  expect(index).toBeGreaterThan(0);
  return index;
}

/** The file with lines changed: `edit` gets a copy of the lines and changes it in place. */
function withLines(edit: (copy: string[]) => void): Buffer {
  const copy = [...lines];
  edit(copy);
  return zlib.gzipSync(copy.join("\n"));
}

/** A heading's or closing line's count, plus `by`. */
const recount = (line: string, field: "rows", by: number) =>
  line.replace(new RegExp(`"${field}":(\\d+)`), (_, n: string) => `"${field}":${Number(n) + by}`);

beforeAll(async () => {
  bytes = fs.readFileSync((await smallDump()).dumpFile);
  lines = zlib.gunzipSync(bytes).toString("utf8").split("\n");
  rowValues = lines.filter(isRowLine).flatMap((line) => stringsIn(JSON.parse(line)));
  // The small export holds players with their emails: the check below has something to find.
  expect(rowValues.filter((value) => value.includes("@")).length).toBeGreaterThanOrEqual(3);
}, 120_000);

/** Imports `damaged` into `target`; answers the CLI's one line after checking the rest. */
async function refused(damaged: Buffer, target: ImportTarget): Promise<string> {
  const damagedFile = path.join(tempDir("scrims-damaged-"), "damaged.jsonl.gz");
  fs.writeFileSync(damagedFile, damaged);
  const { code, output } = await dbTools(["import", ...target.args, damagedFile]);
  expect(code, output).toBe(1);
  const printed = output.trim();
  expect(printed.split("\n"), printed).toHaveLength(1);
  expect(printed).toMatch(/^db:import: /);
  expect(rowValues.filter((value) => printed.includes(value))).toEqual([]);
  // Nothing imported: no database made in the data folder, none left half made.
  if (target.args[0] === "--to-data-dir") {
    expect(fs.readdirSync(target.args[1] ?? "")).toEqual([]);
  } else {
    expect(await relationsOf(target)).toEqual([]);
  }
  return printed;
}

describe("db:import of a damaged export", () => {
  const damages: [string, () => Buffer, RegExp][] = [
    ["cut inside the gzip stream", () => bytes.subarray(0, 80), /was cut short/],
    ["cut halfway", () => bytes.subarray(0, bytes.length >> 1), /was cut short/],
    ["missing the gzip trailer's last bytes", () => bytes.subarray(0, -3), /was cut short/],
    ["missing the whole gzip trailer", () => bytes.subarray(0, -8), /was cut short/],
    [
      "with one row line removed",
      () => withLines((copy) => copy.splice(headingOf("public.users") + 2, 1)),
      /Line \d+ is not a row of public\.users, whose heading says 3 rows/,
    ],
    [
      "with one row line added",
      () =>
        withLines((copy) =>
          copy.splice(headingOf("public.users") + 1, 0, copy[headingOf("public.users") + 1] ?? ""),
        ),
      /public\.users holds more rows than its heading's 3/,
    ],
    [
      "whose header is damaged",
      () => withLines((copy) => (copy[0] = (copy[0] ?? "").slice(0, 40))),
      /Line 1 is not JSON/,
    ],
    [
      "with a table's heading damaged",
      () =>
        withLines((copy) => {
          const at = headingOf("public.users");
          copy[at] = (copy[at] ?? "").replace('"email"', '"e-mail"');
        }),
      /is not a row of public\.users/,
    ],
    [
      "with a table's count wrong",
      () =>
        withLines((copy) => {
          const at = headingOf("public.users");
          copy[at] = recount(copy[at] ?? "", "rows", -1);
        }),
      /public\.users holds more rows than its heading's 2/,
    ],
    [
      "whose closing line's count is wrong",
      () =>
        withLines((copy) => {
          const last = copy.findLastIndex((line) => line.startsWith('{"end"'));
          copy[last] = recount(copy[last] ?? "", "rows", 1);
        }),
      /closing line says \d+ tables and \d+ rows; it holds/,
    ],
  ];

  it.each(damages)(
    "refuses an export %s, in one line",
    async (_name, damage, reason) => {
      const printed = await refused(damage(), await freshTarget("embedded"));
      expect(printed).toMatch(reason);
    },
    120_000,
  );

  it(`rolls a constraint failure mid-import back whole, naming no value (${server ? "PostgreSQL and embedded" : "embedded"})`, async () => {
    // The file agrees with its counts, but one player is there twice: loading fails at the row.
    const twice = withLines((copy) => {
      const at = headingOf("public.users");
      copy.splice(at + 1, 0, copy[at + 1] ?? "");
      copy[at] = recount(copy[at] ?? "", "rows", 1);
      const last = copy.findLastIndex((line) => line.startsWith('{"end"'));
      copy[last] = recount(copy[last] ?? "", "rows", 1);
    });
    const targets = [await freshTarget("embedded"), ...(server ? [await freshTarget()] : [])];
    for (const target of targets) {
      const printed = await refused(twice, target);
      expect(printed).toMatch(
        /A row of public\.users does not load: .*unique constraint \(users_pkey/,
      );
    }
  }, 240_000);
});
