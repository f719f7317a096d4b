// Helpers shared by the benchmarks (scripts/bench/*.mjs): the real server in a child process on a
// fresh database, HTTP calls on keep-alive connections, signed-up players and latency figures.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { serverDir } from "../lib.mjs";

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP call; resolves with status, headers and body bytes (never rejects on 4xx/5xx). */
export function request(method, url, { token, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A JSON call that must succeed. */
export async function json(baseUrl, method, pathname, options) {
  const res = await request(method, `${baseUrl}${pathname}`, options);
  if (res.status >= 400) {
    throw new Error(`${method} ${pathname} → ${res.status} ${res.body.toString().slice(0, 200)}`);
  }
  return res.body.length ? JSON.parse(res.body.toString()) : undefined;
}

/** Signs a new player up through the API (local sign-in); resolves with { token, id }. */
export async function signUp(baseUrl, email, name, discord) {
  const { token } = await json(baseUrl, "POST", "/api/auth/dev-login", { body: { email } });
  const registered = await json(baseUrl, "POST", "/api/auth/register", {
    token,
    body: { name, summonerTagline: "NA1", region: "NA", discord, rank: "Gold 2" },
  });
  return { token: registered.token, id: registered.user._id };
}

/** The value at quantile q of ascending `sorted` numbers. */
export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * Runs `run(label, databaseUrl)` on a fresh embedded database, then, when DATABASE_URL is set, on
 * a database of its own on that PostgreSQL server (dropped afterwards); then lets the
 * keep-alive connections go.
 */
export async function onEachDatabase(run) {
  try {
    // BENCH_SKIP_PGLITE=1 (with DATABASE_URL): the PostgreSQL rows only.
    if (process.env.BENCH_SKIP_PGLITE !== "1") {
      await run("PGlite (embedded)");
    }
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      return;
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `scrims_bench_${randomUUID().replaceAll("-", "")}`;
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await run("PostgreSQL (DATABASE_URL)", url.toString());
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } finally {
    agent.destroy();
  }
}

/**
 * Runs the server (`node --import tsx src/server.ts`, as `npm start` does) on `port` with a fresh
 * embedded database, or on `databaseUrl`; resolves once it answers. `stop()` ends it and removes
 * its data folder. With `onLogLine`, the server's standard output (its JSON log lines) goes to
 * that function, line by line, instead of this process's output: lines of level warn and above
 * are still printed.
 */
export async function startServer({ port, databaseUrl, env = {}, nodeArgs = [], onLogLine }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-data-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // No background jobs (no Riot key here): they would only add noise.
      SCHEDULER: "off",
      // Benches sign many players up from one address, and with REDIS_URL set the sign-in
      // counters outlive a server: the PostgreSQL run would start on the PGlite run's attempts.
      SIGNIN_RATE_LIMIT: "1000000",
      DATABASE_URL: databaseUrl ?? "",
      ...env,
    },
    stdio: ["ignore", onLogLine ? "pipe" : "inherit", "inherit"],
  });
  if (onLogLine) {
    let rest = "";
    server.stdout.setEncoding("utf8");
    server.stdout.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) {
        onLogLine(line);
        if (!/^\{"level":[1-3]\d,/.test(line)) {
          console.log(line);
        }
      }
    });
  }
  const stopServer = stopperOf(server);
  const stop = async () => {
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  if (!(await answers(baseUrl, server))) {
    await stop();
    throw new Error("server did not start");
  }
  return { baseUrl, dataDir, stop, pid: server.pid };
}

/** A function that ends a spawned server by its pid (SIGTERM, its graceful stop) and waits. */
export function stopperOf(server) {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGTERM");
    }
    await exited;
  };
}

/**
 * Waits until a spawned server answers `GET /api/server-status` at `baseUrl`: true once it does,
 * false when it exits first or has not answered after two minutes.
 */
export async function answers(baseUrl, server) {
  for (let attempt = 0; attempt <= 1200 && server.exitCode === null; attempt += 1) {
    const up = await request("GET", `${baseUrl}/api/server-status`).catch(() => undefined);
    if (up?.status === 200) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** "label   123 req/s   p50 …" */
export function formatRow(label, r) {
  return `${label.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50
    .toFixed(1)
    .padStart(
      7,
    )} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   (${r.requests} requests, ${r.errors} errors)`;
}
