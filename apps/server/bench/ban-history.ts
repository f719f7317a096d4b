// Benchmark (`npm run bench:bans`, needs DATABASE_URL=postgres://…): the ban history's queries on
// 100,000 bans of 20,000 players. Seeds a database of its own (dropped at the end), then for each
// page or filter the admin page asks for prints the service's median time over a few runs and
// `EXPLAIN ANALYZE` of every SQL statement it sent (captured from Drizzle, so the plans are those
// of the real queries). Prints figures; asserts nothing.
import { randomUUID } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { banHistoryQuerySchema } from "@scrims/shared/bans/ban-history.schema";
import { openDatabase, type Db } from "@/db/client";
import * as schema from "@/db/schema/index";
import {
  listBanHistory,
  listBanStartDays,
  searchBannedNames,
} from "@/features/bans/ban-history.service";

const baseUrl = process.env.DATABASE_URL;
if (!baseUrl?.startsWith("postgres")) {
  console.error("Set DATABASE_URL to a PostgreSQL server (a database of its own is made there).");
  process.exit(1);
}
const PLAYERS = 20_000;
const BANS_PER_PLAYER = 5;
const RUNS = 7;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const dbName = `scrims_bench_bans_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
const url = new URL(baseUrl);
url.pathname = `/${dbName}`;
await admin(`create database "${dbName}"`);

const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
try {
  const migrated = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  await migrated.close();

  console.log(`Seeding ${PLAYERS} players and ${PLAYERS * BANS_PER_PLAYER} bans…`);
  await pool.query(`
    insert into users (name, name_key, summoner_tagline, region, discord, discord_key)
    select 'Bench Player ' || i, 'benchplayer' || i, 'NA1',
           (array['NA','EUW','EUNE','LAN','OCE'])[1 + i % 5], 'bench_' || i, 'bench_' || i
    from generate_series(1, ${PLAYERS}) i`);
  // Over three years; each player's last ban is open for a third of them, the others lifted.
  await pool.query(`
    insert into bans (user_id, date_from, date_to, reason, created_at, lifted_at)
    select u.id, b.date_from, b.date_to, 'Reason number ' || k || ' for ' || u.name,
           b.created_at, case when k = ${BANS_PER_PLAYER} and u.n % 3 = 0 then null else b.date_to end
    from (select id, name, row_number() over () as n from users where name like 'Bench Player %') u
    cross join generate_series(1, ${BANS_PER_PLAYER}) k
    cross join lateral (
      select timestamptz '2023-06-01' + random() * interval '900 days' + (k + u.n * 0) * interval '1 second'
               as created_at,
             random() * interval '2 days' + u.n * interval '0' as start_after,
             (1 + floor(random() * 30)) * interval '1 day' as length
    ) r
    cross join lateral (
      select r.created_at, r.created_at + r.start_after as date_from,
             r.created_at + r.start_after + r.length
               + case when k = ${BANS_PER_PLAYER} and u.n % 3 = 0 then now() - r.created_at
                      else interval '0' end as date_to
    ) b`);
  // As autovacuum leaves a table: statistics and the visibility map (index-only scans).
  await pool.query("vacuum analyze");

  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: "snake_case",
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;

  const sampleDay = (await listBanStartDays(db, "Europe/Paris"))[200] ?? "2024-01-01";
  const scenarios: [string, () => Promise<unknown>][] = [
    ["first page, no filter", () => listBanHistory(db, banHistoryQuerySchema.parse({}))],
    [
      "last page of 10 (page 10000)",
      () => listBanHistory(db, banHistoryQuerySchema.parse({ page: "10000" })),
    ],
    [
      "status=active, page 1 of 3",
      () => listBanHistory(db, banHistoryQuerySchema.parse({ status: "active", pageSize: "3" })),
    ],
    [
      "status=expired, page 3000 of 30",
      () =>
        listBanHistory(
          db,
          banHistoryQuerySchema.parse({ status: "expired", page: "3000", pageSize: "30" }),
        ),
    ],
    [
      "name=Bench Player 12345",
      () => listBanHistory(db, banHistoryQuerySchema.parse({ name: "Bench Player 12345" })),
    ],
    [
      `date=${sampleDay} in Europe/Paris, status=expired`,
      () =>
        listBanHistory(
          db,
          banHistoryQuerySchema.parse({ date: sampleDay, tz: "Europe/Paris", status: "expired" }),
        ),
    ],
    ["name autocomplete q=player1234", () => searchBannedNames(db, "player1234")],
    ["date options, Europe/Paris", () => listBanStartDays(db, "Europe/Paris")],
  ];

  for (const [label, run] of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      captured.length = 0;
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`\n=== ${label}: median ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms`);
    for (const query of captured) {
      const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      console.log(`--- ${query.sql}`);
      console.log(`    params ${JSON.stringify(query.params)}`);
      for (const row of plan.rows as { "QUERY PLAN": string }[]) {
        console.log(`    ${row["QUERY PLAN"]}`);
      }
    }
  }
} finally {
  await pool.end();
  await admin(`drop database if exists "${dbName}" with (force)`);
}
