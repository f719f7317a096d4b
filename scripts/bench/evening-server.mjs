// The server of the evening bench (scripts/bench/evening.mjs): the production bundle
// (apps/server/dist/server.js) in a child process on a fresh data folder, what /proc says of it
// (CPU time and memory of the process and any process it started), and its /metrics.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { serverBundle, serverDir } from "../lib.mjs";
import { answers, request, stopperOf } from "./lib.mjs";

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The process and every process under it, by walking the ppid field of /proc/<pid>/stat. */
function processTree(root) {
  const parents = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, ppid] of parents) {
      if (ppid === tree[i]) {
        tree.push(pid);
      }
    }
  }
  return tree;
}

/**
 * CPU time (user + system, ms) of `pid` and the processes under it: /proc/<pid>/stat counts every
 * thread of a process (the event loop, libuv's pool, V8's compiler and GC threads).
 */
export function cpuMsOf(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      // utime and stime: fields 14 and 15 of the line.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** Resident memory (MiB) of `pid` and the processes under it (VmRSS of /proc/<pid>/status). */
export function rssMiBOf(pid) {
  let kib = 0;
  for (const p of processTree(pid)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return kib / 1024;
}

/** Parses Prometheus' text format: Map of `name{labels}` → number. */
function parseMetrics(text) {
  const samples = new Map();
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*(?:\{[^}]*\})?) (\S+)/.exec(line);
    if (match) {
      samples.set(match[1], Number(match[2]));
    }
  }
  return samples;
}

/**
 * Starts `node [nodeArgs] dist/server.js` (from apps/server, as `npm start` runs it) on `port`,
 * on a fresh data folder, with /metrics on (a token of its own); its log lines go to a file of
 * the data folder. Resolves once it answers, with `stop()` (SIGTERM to this pid, its graceful
 * shutdown, then the data folder removed), `metrics()`, `logLines()` and its pid.
 */
export async function startEveningServer({ port, databaseUrl, redisUrl, env = {}, nodeArgs = [] }) {
  if (!fs.existsSync(serverBundle)) {
    throw new Error(`no ${serverBundle}: npm run build -w @scrims/server`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-evening-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "w");
  const metricsToken = randomBytes(24).toString("hex");
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, serverBundle], {
    cwd: serverDir,
    env: {
      ...process.env,
      // Local sign-in (dev-login) is refused in production; nothing else the bench touches
      // depends on NODE_ENV (the API docs are switched off as in production).
      NODE_ENV: "development",
      API_DOCS: "false",
      PORT: String(port),
      DATA_DIR: path.join(dataDir, "data"),
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: redisUrl ?? "",
      METRICS_TOKEN: metricsToken,
      // Many players sign up from one address.
      SIGNIN_RATE_LIMIT: "1000000",
      // No web build needed: the bench calls the API only.
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      ...env,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const stop = stopperOf(server);
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!(await answers(baseUrl, server))) {
    await stop();
    const tail = fs.readFileSync(logFile, "utf8").slice(-2000);
    remove();
    throw new Error(`the server did not start:\n${tail}`);
  }
  return {
    baseUrl,
    pid: server.pid,
    stop,
    remove,
    /** The samples of GET /metrics right now (reading it resets the event-loop histogram). */
    async metrics() {
      const res = await request("GET", `${baseUrl}/metrics`, { token: metricsToken });
      if (res.status !== 200) {
        throw new Error(`GET /metrics → ${res.status}`);
      }
      return parseMetrics(res.body.toString());
    },
    /** The server's log lines of level warn and above so far (but the local sign-in notice). */
    warnings() {
      return fs
        .readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => /^\{"level":([4-6]\d)/.test(line) || (line && !line.startsWith("{")))
        .filter((line) => !line.includes('"msg":"local sign-in is on'));
    },
  };
}

/**
 * What PostgreSQL itself says of a database, for the PostgreSQL run: its counters
 * (pg_stat_database: transactions, rows returned and written), each table's scans and rows read,
 * and the CPU time of the backends serving it (the server's pool; not counted as the server's).
 */
export async function postgresProbe(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: own } = await client.query("select pg_backend_pid() as pid");
  const ownPid = own[0].pid;
  return {
    async snapshot() {
      // Counters not yet flushed by the backends reach the views within a second.
      const { rows: database } = await client.query(
        `select xact_commit, xact_rollback, tup_returned, tup_fetched, tup_inserted, tup_updated, tup_deleted
         from pg_stat_database where datname = current_database()`,
      );
      const { rows: tables } = await client.query(
        `select relname, seq_scan, coalesce(idx_scan, 0) as idx_scan, seq_tup_read,
                coalesce(idx_tup_fetch, 0) as idx_tup_fetch
         from pg_stat_user_tables`,
      );
      const { rows: backends } = await client.query(
        "select pid from pg_stat_activity where datname = current_database() and pid <> $1",
        [ownPid],
      );
      return {
        database: Object.fromEntries(
          Object.entries(database[0] ?? {}).map(([key, value]) => [key, Number(value)]),
        ),
        tables: new Map(
          tables.map((row) => [
            row.relname,
            {
              scans: Number(row.seq_scan) + Number(row.idx_scan),
              seqScans: Number(row.seq_scan),
              rows: Number(row.seq_tup_read) + Number(row.idx_tup_fetch),
            },
          ]),
        ),
        /** CPU ms by backend pid. */
        backendCpu: new Map(backends.map((row) => [row.pid, cpuMsOf(row.pid)])),
      };
    },
    close: () => client.end(),
  };
}
