// Benchmark (`npm run bench`): the Scrims Hub list call for one region and day holding 50 full
// scrims, at 50 concurrent keep-alive connections: requests per second and latency percentiles,
// next to the very same response bytes served as a static file by the same server. Prints figures;
// asserts nothing. Runs on a fresh embedded database, or on DATABASE_URL when set.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { serverDir } from "../lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3291);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const scrimCount = 50;
const baseUrl = `http://127.0.0.1:${port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-data-"));
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-static-"));
fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function request(method, url, { token, body } = {}) {
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
        },
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function json(method, pathname, options) {
  const res = await request(method, `${baseUrl}${pathname}`, options);
  if (res.status >= 400) {
    throw new Error(`${method} ${pathname} → ${res.status} ${res.body.toString().slice(0, 200)}`);
  }
  return res.body.length ? JSON.parse(res.body.toString()) : undefined;
}

async function signUp(email, name, discord) {
  const { token } = await json("POST", "/api/auth/dev-login", { body: { email } });
  const registered = await json("POST", "/api/auth/register", {
    token,
    body: { name, summonerTagline: "NA1", region: "NA", discord, rank: "Gold 2" },
  });
  return registered.token;
}

/** Fires requests from `connections` loops for the duration; returns throughput and latencies. */
async function load(url, token) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await request("GET", url, { token }).catch(() => ({ status: 0 }));
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    errors,
  };
}

// e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "src/server.ts"], {
  cwd: serverDir,
  env: {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: staticDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAILS: "bench-admin@example.test",
  },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  for (let attempt = 0; ; attempt += 1) {
    const up = await request("GET", `${baseUrl}/api/server-status`).catch(() => undefined);
    if (up?.status === 200) {
      break;
    }
    if (attempt > 150) {
      throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  console.log(`Seeding ${scrimCount} full scrims in NA for one day…`);
  const admin = await signUp("bench-admin@example.test", "Bench Admin", "bench_admin");
  for (let i = 0; i < 12; i += 1) {
    await signUp(`bench-${i}@example.test`, `Bench Player ${i}`, `bench_player_${i}`);
  }
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  for (let i = 0; i < scrimCount; i += 1) {
    const start = new Date(day.getTime() + (i + 1) * 20 * 60 * 1000);
    const scrim = await json("POST", "/api/scrims", {
      token: admin,
      body: { title: `Bench scrim ${i + 1}`, gameStartTime: start.toISOString(), region: "NA" },
    });
    await json("PATCH", `/api/scrims/${scrim._id}/admin-fill-random`, { token: admin, body: {} });
  }
  const query = new URLSearchParams({
    region: "NA",
    startDate: day.toISOString(),
    endDate: new Date(day.getTime() + 24 * 60 * 60 * 1000).toISOString(),
  });
  const listUrl = `${baseUrl}/api/scrims?${query}`;
  const sample = await request("GET", listUrl, { token: admin });
  const scrims = JSON.parse(sample.body.toString());
  const players = scrims.reduce((sum, s) => sum + s.teamOne.length + s.teamTwo.length, 0);
  console.log(
    `List answer: ${scrims.length} scrims, ${players} seated players, ${sample.body.length} bytes`,
  );
  fs.writeFileSync(path.join(staticDir, "hub.json"), sample.body);

  console.log(`\nLoad: ${connections} connections, ${durationMs / 1000} s each\n`);
  const api = await load(listUrl, admin);
  const file = await load(`${baseUrl}/hub.json`);
  const row = (label, r) =>
    `${label.padEnd(28)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99
      .toFixed(1)
      .padStart(7)} ms   (${r.requests} requests, ${r.errors} errors)`;
  console.log(row("GET /api/scrims (hub list)", api));
  console.log(row("same bytes as a static file", file));
} finally {
  agent.destroy();
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
}
