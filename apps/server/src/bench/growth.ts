// Growth bench (run by scripts/bench/growth.mjs): seeds a PostgreSQL database of its own with
// 100,000 players, 20,000 scrims and 100,000 messages (or reuses it), calls the services the
// routes call, records every SQL statement they send (drizzle's logger), and runs each under
// EXPLAIN (ANALYZE, BUFFERS): database time (planning + execution, median of 5) and the indexes
// used, flagging a Seq Scan on a large table. Prints figures; asserts nothing.
import { createHash } from "node:crypto";
import pg from "pg";
import {
  createdScrimsQuerySchema,
  participatedScrimsQuerySchema,
} from "@scrims/shared/scrims/scrims.schema";
import { openDatabase } from "@/db/client";
import { listConversations, listMessages } from "@/features/chat/chat.service";
import { getDashboardStats, getRecentActivity } from "@/features/dashboard/dashboard.service";
import { listUserFriends } from "@/features/friends/friends.service";
import { listNotifications } from "@/features/notifications/notifications.service";
import { getPlayerRecord, listCreatedScrims } from "@/features/scrims/record/record.service";
import { scrimsRepository } from "@/features/scrims/scrims.repository";
import { getScrim } from "@/features/scrims/scrims.service";
import { findUserByName, searchUsers } from "@/features/users/users.service";
import { isSeeded, seedGrowth } from "./growth-seed";

const RUNS = 5;
/** Tables at least this big must be read through an index. */
const LARGE_TABLE_ROWS = 10_000;
const GOAL_MS = 10;

function growthUrl(): string {
  if (process.env.GROWTH_DATABASE_URL) {
    return process.env.GROWTH_DATABASE_URL;
  }
  const url = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/scrims_growth";
  return url.toString();
}

/** The id the seed gives row `n` of a table: `md5(prefix || n)::uuid`. */
function seededId(prefix: "u" | "s" | "c", n: number): string {
  const hex = createHash("md5").update(`${prefix}${n}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Captured = { sql: string; params: unknown[] };
type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) {
    walk(child, visit);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const shortSql = (sql: string) => sql.replace(/\s+/g, " ").replace(/"/g, "").slice(0, 110);

async function main(): Promise<void> {
  const url = growthUrl();
  const dbName = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString(),
  });
  try {
    await admin.connect();
  } catch (error) {
    // npm run bench runs every bench: without a PostgreSQL this one says so and steps aside.
    console.log(`Growth bench skipped: no PostgreSQL at ${url} (${String(error)}).`);
    return;
  }
  const exists = await admin.query("select 1 from pg_database where datname = $1", [dbName]);
  if (exists.rowCount === 0) {
    await admin.query(`create database "${dbName}"`);
  }

  // Migrates, and records each statement the services send while `captured` is listening.
  let captured: Captured[] = [];
  const database = await openDatabase({
    databaseUrl: url,
    dataDir: ":memory:",
    onQuery: (sql, params) => captured.push({ sql, params }),
  });
  const deps = { db: database.db };

  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // Dropping the database at the end ends idle connections: nothing to report.
  pool.on("error", () => undefined);
  const client = await pool.connect();
  try {
    if (await isSeeded(client)) {
      console.log(`Reusing the seeded database ${dbName}.`);
    } else {
      console.log(`Seeding ${dbName}…`);
      const started = performance.now();
      await seedGrowth(client, (line) => console.log(line));
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }
    const sizes = await client.query<{ relname: string; n: string }>(
      "select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
    );
    const rowsOf = new Map(sizes.rows.map((row) => [row.relname, Number(row.n)]));
    console.log(
      [
        "users",
        "scrims",
        "scrim_players",
        "messages",
        "message_seen",
        "notifications",
        "friendships",
      ]
        .map((table) => `${table} ${rowsOf.get(table)?.toLocaleString("en-US")}`)
        .join(", "),
    );

    client.release();

    const busiest = { id: seededId("u", 21), isAdmin: false };
    const busiestAdmin = { id: seededId("u", 1), isAdmin: true };
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    const pastFullScrim = seededId("s", 4_500);

    const cases: { label: string; run: () => Promise<unknown> }[] = [
      {
        // What GET /api/scrims loads on a miss of its cache, for every viewer: every scrim of
        // the region and day, private ones too, with everyone in them.
        label: "hub list, NA today (the cache's load)",
        run: async () =>
          scrimsRepository.loadAggregates(
            deps.db,
            await scrimsRepository.listByRegionAndStart(deps.db, {
              region: "NA",
              from: today,
              to: tomorrow,
              privateScrims: "all",
            }),
          ),
      },
      { label: "scrim detail", run: () => getScrim(deps, pastFullScrim) },
      {
        label: "profile: created scrims (busiest admin)",
        run: () =>
          listCreatedScrims(deps, busiest, busiestAdmin.id, createdScrimsQuerySchema.parse({})),
      },
      {
        label: "profile: created scrims, 3rd page, public",
        run: async () => {
          const query = createdScrimsQuerySchema.parse({ filter: "public" });
          const first = await listCreatedScrims(deps, busiest, busiestAdmin.id, query);
          const second = await listCreatedScrims(deps, busiest, busiestAdmin.id, {
            ...query,
            after: first.page.next ?? undefined,
          });
          captured = [];
          return listCreatedScrims(deps, busiest, busiestAdmin.id, {
            ...query,
            after: second.page.next ?? undefined,
          });
        },
      },
      {
        label: "profile: participated + stats (busiest player)",
        run: () =>
          getPlayerRecord(deps, busiest, busiest.id, participatedScrimsQuerySchema.parse({})),
      },
      {
        label: "profile: participated, won, oldest first",
        run: () =>
          getPlayerRecord(
            deps,
            busiest,
            busiest.id,
            participatedScrimsQuerySchema.parse({ filter: "won", order: "asc" }),
          ),
      },
      { label: "profile lookup by name", run: () => findUserByName(deps, "Frostwolf 21", {}) },
      {
        label: "user search 'frostwo' (assign picker)",
        run: () => searchUsers(deps, { q: "frostwo", limit: 10, available: "true" }),
      },
      {
        label: "user search '4711'",
        run: () => searchUsers(deps, { q: "4711", limit: 10, available: "true" }),
      },
      {
        label: "user search 'fr' (2 letters)",
        run: () => searchUsers(deps, { q: "fr", limit: 10 }),
      },
      {
        label: "conversation list (busiest player)",
        run: () => listConversations(deps, busiest.id),
      },
      {
        label: "message page (2,000-message chat)",
        run: () => listMessages(deps, busiest, seededId("c", 1), { limit: 50 }),
      },
      { label: "notifications (200 kept)", run: () => listNotifications(deps, busiestAdmin.id) },
      { label: "friends list (300 friends)", run: () => listUserFriends(deps, busiest.id) },
      { label: "dashboard stats (admin)", run: () => getDashboardStats(deps) },
      { label: "dashboard recent activity (admin)", run: () => getRecentActivity(deps) },
    ];

    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS) of every statement each call sends; database time = planning + execution, median of ${RUNS}; goal < ${GOAL_MS} ms per call.\n`,
    );
    const summary: string[] = [];
    const verdicts: { label: string; ms: number; seqScans: string[] }[] = [];
    for (const { label, run } of cases) {
      captured = [];
      try {
        await run();
      } catch (error) {
        console.log(`${label}: failed: ${String(error)}`);
        continue;
      }
      const statements = captured;
      captured = [];
      let total = 0;
      const lines: string[] = [];
      const seqScans = new Set<string>();
      for (const statement of statements) {
        const times: number[] = [];
        const indexes = new Set<string>();
        const scans = new Set<string>();
        for (let i = 0; i < RUNS; i += 1) {
          const result = await pool.query(
            `explain (analyze, buffers, format json) ${statement.sql}`,
            statement.params,
          );
          const [plan] = result.rows[0]["QUERY PLAN"] as [
            { Plan: PlanNode; "Planning Time": number; "Execution Time": number },
          ];
          times.push(plan["Planning Time"] + plan["Execution Time"]);
          walk(plan.Plan, (node) => {
            if (node["Index Name"]) {
              indexes.add(node["Index Name"]);
            }
            const relation = node["Relation Name"];
            if (
              node["Node Type"] === "Seq Scan" &&
              relation &&
              (rowsOf.get(relation) ?? 0) >= LARGE_TABLE_ROWS
            ) {
              scans.add(relation);
            }
          });
        }
        const ms = median(times);
        total += ms;
        scans.forEach((scan) => seqScans.add(scan));
        lines.push(
          `    ${ms.toFixed(2).padStart(7)} ms  ${scans.size ? `SEQ SCAN ${[...scans].join(",")}` : "indexed"}  [${[...indexes].join(", ")}]\n               ${shortSql(statement.sql)}`,
        );
      }
      const verdict = total < GOAL_MS && seqScans.size === 0 ? "ok" : "MISSES";
      console.log(
        `${label}: ${total.toFixed(2)} ms in ${statements.length} statements (${verdict})`,
      );
      console.log(lines.join("\n"));
      verdicts.push({ label, ms: total, seqScans: [...seqScans] });
      summary.push(
        `| ${label.padEnd(48)} | ${total.toFixed(2).padStart(8)} | ${String(statements.length).padStart(4)} | ${seqScans.size ? `seq scan: ${[...seqScans].join(", ")}` : "indexes only"} |`,
      );
    }
    console.log(`\n| Call${" ".repeat(44)} | DB ms    | SQL  | Plans |`);
    console.log(`|${"-".repeat(50)}|----------|------|-------|`);
    console.log(summary.join("\n"));
    const misses = verdicts.filter((v) => v.ms >= GOAL_MS || v.seqScans.length > 0);
    const times = verdicts.map((v) => v.ms);
    console.log(
      `RESULT growth (PostgreSQL, ${rowsOf.get("users")?.toLocaleString("en-US")} players): ${verdicts.length} of ${cases.length} calls measured, ${Math.min(...times).toFixed(2)}–${Math.max(...times).toFixed(2)} ms of database time each (goal < ${GOAL_MS} ms on indexes: ${misses.length ? `missed by ${misses.map((v) => v.label).join("; ")}` : "met by every call"})`,
    );
  } finally {
    await pool.end();
    await database.close();
    if (!process.env.GROWTH_KEEP) {
      await admin.query(`drop database if exists "${dbName}" with (force)`);
      console.log(`\nDropped ${dbName} (GROWTH_KEEP=1 keeps it for the next run).`);
    }
    await admin.end();
  }
}

await main();
