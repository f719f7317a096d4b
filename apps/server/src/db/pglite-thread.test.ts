import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { latestMigrationMillis, migrationsFolder, openDatabase } from "./client";
import { PgliteThread, PgliteThreadStoppedError } from "./pglite-thread";

const TIMESTAMPTZ = 1184;

function start(): Promise<PgliteThread> {
  return PgliteThread.start({
    migrate: false,
    migrationsFolder,
    latestMigration: latestMigrationMillis(),
  });
}

/** A statement that keeps PostgreSQL busy for a good while (counting millions of rows). */
const LONG_QUERY = "select count(*)::int as n from generate_series(1, 3000000)";

describe("the embedded database in a thread of its own", () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await start();
    await thread.query(
      "create table pets (id int primary key, name text not null unique, born timestamptz, tags jsonb)",
    );
  }, 60_000);

  afterAll(() => thread.close());

  it("answers in the row mode asked for, parsing values except the types kept as text", async () => {
    await thread.query("insert into pets values (1, 'Teemo', '2026-12-04 18:00:00+00', $1)", [
      JSON.stringify({ size: "small" }),
    ]);
    const objects = await thread.query<{ id: number; born: unknown; tags: unknown }>(
      "select id, born, tags from pets where id = $1",
      [1],
    );
    expect(objects.rows).toEqual([
      { id: 1, born: new Date("2026-12-04T18:00:00Z"), tags: { size: "small" } },
    ]);
    const arrays = await thread.query("select id, born from pets where id = 1", [], {
      rowMode: "array",
      parsers: { [TIMESTAMPTZ]: (value: string) => value },
    });
    expect(arrays.rows).toEqual([[1, "2026-12-04 18:00:00+00"]]);
    expect(arrays.fields.map((field) => field.name)).toEqual(["id", "born"]);
  });

  it("leaves the event loop free while a statement runs", async () => {
    let finished = false;
    const query = thread.query(LONG_QUERY).then((result) => {
      finished = true;
      return result;
    });
    // On the main thread PGlite ran the statement before any timer could fire.
    const finishedWhenTimerRan = await new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(finished), 5),
    );
    expect(finishedWhenTimerRan).toBe(false);
    expect((await query).rows).toEqual([{ n: 3_000_000 }]);
  });

  it("runs a transaction alone: a statement sent meanwhile waits for the commit and sees it", async () => {
    let outsideAnswered = false;
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into pets (id, name) values (2, 'Amumu')");
      outside = thread.query("select name from pets where id = 2").then((result) => {
        outsideAnswered = true;
        return result.rows;
      });
      await tx.query(LONG_QUERY);
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toEqual([{ name: "Amumu" }]);
  });

  it("rolls a transaction back when its callback throws, and throws that same error", async () => {
    const failure = new Error("changed my mind");
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into pets (id, name) values (3, 'Rammus')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect((await thread.query("select id from pets where id = 3")).rows).toEqual([]);
  });

  it("gives a database error its code, constraint and detail, and rolls back a failed transaction", async () => {
    const error = await thread
      .query("insert into pets (id, name) values (4, 'Teemo')")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: "23505",
      constraint: "pets_name_key",
      detail: "Key (name)=(Teemo) already exists.",
      table: "pets",
    });
    expect(uniqueViolationConstraint(error)).toBe("pets_name_key");

    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into pets (id, name) values (5, 'Nunu')");
        await tx.query("insert into pets (id, name) values (6, 'Teemo')");
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await thread.query("select id from pets where id = 5")).rows).toEqual([]);
    // The thread goes on answering.
    expect((await thread.query("select count(*)::int as n from pets")).rows).toEqual([{ n: 2 }]);
  });
});

describe("statements prepared once in the thread", () => {
  let thread: PgliteThread;

  beforeAll(async () => {
    thread = await start();
  }, 60_000);

  afterAll(() => thread.close());

  const preparedCount = async () =>
    (
      await thread.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'scrims_%'",
      )
    ).rows[0]?.n;

  it("prepares a text once and runs it again with other parameters", async () => {
    await thread.query(
      "create table teams (id int primary key, name text, tags jsonb, seen int[])",
    );
    const insert = "insert into teams values ($1, $2, $3, $4) returning id, name, tags, seen";
    const before = await preparedCount();
    const first = await thread.query(insert, [1, "Blue", JSON.stringify({ side: 1 }), [1, 2]]);
    const second = await thread.query(insert, [2, null, null, null]);
    expect(first.rows).toEqual([{ id: 1, name: "Blue", tags: { side: 1 }, seen: [1, 2] }]);
    expect(second.rows).toEqual([{ id: 2, name: null, tags: null, seen: null }]);
    expect(first.affectedRows).toBe(1);
    // The insert was prepared once (the count's own text is prepared on its first run).
    expect(await preparedCount()).toBe((before ?? 0) + 1);
    expect(await preparedCount()).toBe((before ?? 0) + 1);

    const updated = await thread.query("update teams set name = $1 where id > $2", ["Red", 0]);
    expect(updated.affectedRows).toBe(2);
    expect(updated.rows).toEqual([]);
  });

  it("prepares a statement again once the table it reads has changed", async () => {
    await thread.query("create table lanes (id int)");
    await thread.query("insert into lanes values (1)");
    expect((await thread.query("select * from lanes")).rows).toEqual([{ id: 1 }]);
    await thread.query("alter table lanes add column name text default 'top'");
    expect((await thread.query("select * from lanes")).rows).toEqual([{ id: 1, name: "top" }]);
  });

  it("keeps no statement that failed to prepare, and goes on answering", async () => {
    await expect(thread.query("select * from no_such_table")).rejects.toMatchObject({
      code: "42P01",
    });
    await expect(thread.query("select * from no_such_table")).rejects.toMatchObject({
      code: "42P01",
    });
    expect((await thread.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
  });
});

describe("the embedded database's thread stopping", () => {
  it("ends the thread on close, and refuses statements after it", async () => {
    const thread = await start();
    await thread.close();
    await thread.exited;
    expect(thread.closed).toBe(true);
    await expect(thread.query("select 1")).rejects.toThrow(PgliteThreadStoppedError);
    await expect(thread.query("select 1")).rejects.toThrow(/it was closed/);
  }, 60_000);

  it("rejects the statements out and every later one when the thread dies", async () => {
    const thread = await start();
    const out = thread.query(LONG_QUERY);
    await thread.worker.terminate();
    await expect(out).rejects.toThrow(PgliteThreadStoppedError);
    await expect(thread.transaction(async () => 1)).rejects.toThrow(PgliteThreadStoppedError);
  }, 60_000);

  it("throws a transaction's own error when the thread dies inside it", async () => {
    const thread = await start();
    const failure = new Error("gave up");
    await expect(
      thread.transaction(async () => {
        await thread.worker.terminate();
        throw failure;
      }),
    ).rejects.toBe(failure);
  }, 60_000);

  it("reports a database that cannot be opened", async () => {
    const started = PgliteThread.start({
      migrate: true,
      migrationsFolder: "/nonexistent/migrations",
      latestMigration: latestMigrationMillis(),
    });
    await expect(started).rejects.toThrow(/_journal\.json/);
  }, 60_000);
});

describe("the embedded database's files", () => {
  it("keeps what a transaction committed, and nothing of one rolled back, after a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-thread-"));
    const options = {
      dataDir,
      migrate: false,
      migrationsFolder,
      latestMigration: latestMigrationMillis(),
    };
    try {
      const first = await PgliteThread.start(options);
      await first.query("create table kept (id int)");
      await first.transaction(async (tx) => {
        await tx.query("insert into kept values (1)");
      });
      await first
        .transaction(async (tx) => {
          await tx.query("insert into kept values (2)");
          throw new Error("undone");
        })
        .catch(() => undefined);
      await first.close();

      const second = await PgliteThread.start(options);
      expect((await second.query("select id from kept")).rows).toEqual([{ id: 1 }]);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("openDatabase on the embedded database", () => {
  it("migrates in the thread and serves Drizzle through it", async () => {
    const database = await openDatabase({ dataDir: ":memory:", pgliteTemplateDir: null });
    try {
      const result = await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
