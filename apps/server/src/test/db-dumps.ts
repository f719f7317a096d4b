import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, expect, inject } from "vitest";
import { buildTestApp } from "./app";
import { buildSession, buildUsers, type TestUser } from "./factories";
import { spawnTsx, tempDir } from "./processes";
import { social } from "./social";

// The db:export / db:import CLI in tests: the real `db-tools.ts` in a process of its own, fresh
// targets to import into, and a small export to damage or load.

/** A PostgreSQL server to create databases on, or undefined when none answers. */
async function postgresServer(): Promise<string | undefined> {
  const candidates = [inject("databaseUrl"), "postgres://postgres@127.0.0.1:5432/postgres"];
  for (const url of candidates) {
    if (!url) {
      continue;
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query("select 1");
      return url;
    } catch {
      // Not there: the next candidate, or the embedded target.
    } finally {
      await client.end().catch(() => {});
    }
  }
  return undefined;
}

/** Where an import goes: the CLI's arguments, and the environment of an app on the result. */
export type ImportTarget = { args: string[]; env: Record<string, string>; describe: string };

/** Runs `db-tools.ts` (what `npm run db:export` / `db:import` run) and answers its exit and output. */
export async function dbTools(args: string[], env: Record<string, string> = {}) {
  const run = spawnTsx("src/db-tools.ts", args, {
    env: { PATH: process.env.PATH ?? "", TZ: "Asia/Kathmandu", ...env },
  });
  const code = await run.exited;
  return { code, output: run.output() };
}

export type SmallDump = {
  env: Record<string, string>;
  token: string;
  players: TestUser[];
  dumpFile: string;
};

/**
 * The tools of one test file: `server` is the PostgreSQL server the targets are made on (the
 * run's, else the one on 127.0.0.1:5432 when it answers); without one, every target is a new
 * embedded database (`--to-data-dir`), so the round trips always run. The databases made are
 * dropped after the file's last test.
 */
export async function dumpTools() {
  const server = await postgresServer();
  const created: string[] = [];

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    for (const name of created) {
      await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  });

  /** A new empty target: a fresh PostgreSQL database, or a fresh data folder without one. */
  async function freshTarget(kind: "postgres" | "embedded" = "postgres"): Promise<ImportTarget> {
    if (!server || kind === "embedded") {
      const dir = tempDir("scrims-import-");
      return {
        args: ["--to-data-dir", dir],
        env: { DATA_DIR: dir, DATABASE_URL: "" },
        describe: dir,
      };
    }
    const name = `scrims_import_${randomUUID().replaceAll("-", "")}`;
    await admin((client) => client.query(`create database "${name}"`));
    created.push(name);
    const url = new URL(server);
    url.pathname = `/${name}`;
    return {
      args: ["--to", url.toString()],
      env: { DATABASE_URL: url.toString() },
      describe: name,
    };
  }

  /** The relations a PostgreSQL target holds outside the system schemas (none: empty). */
  async function relationsOf(target: ImportTarget): Promise<string[]> {
    const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname not in ('pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_toast%'`,
      );
      return rows.map((row) => row.name);
    } finally {
      await client.end();
    }
  }

  let small: Promise<SmallDump> | undefined;
  /** A small embedded database (three players, two of them friends) and its export, made once. */
  function smallDump(): Promise<SmallDump> {
    small ??= (async () => {
      const env = { DATA_DIR: tempDir("scrims-export-small-"), DATABASE_URL: "" };
      const app = await buildTestApp(env);
      let players: TestUser[];
      let token: string;
      try {
        players = await buildUsers(app, 3);
        await social.befriend(app, players[0] as TestUser, players[1] as TestUser);
        token = await buildSession(app, players[2] as TestUser);
      } finally {
        await app.close();
      }
      const dumpFile = path.join(tempDir("scrims-dump-small-"), "small.jsonl.gz");
      const exported = await dbTools(["export", "--out", dumpFile], env);
      expect(exported.code, exported.output).toBe(0);
      return { env, token, players, dumpFile };
    })();
    return small;
  }

  return { server, freshTarget, relationsOf, smallDump };
}
