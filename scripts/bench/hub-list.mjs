// Benchmark (`npm run bench`): the Scrims Hub list call for one region and day holding 50 full
// scrims, at 50 concurrent keep-alive connections: requests per second and latency percentiles,
// next to the very same response bytes served as a static file by the same server in the same
// run (the machine's load moves both alike). On a fresh embedded database (PGlite), then, when
// DATABASE_URL is set, on a fresh database of that PostgreSQL server. Prints figures; asserts
// nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatRow, json, onEachDatabase, quantile, request, signUp, startServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3251);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const durationMs = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
// BENCH_QUICK=1: the two compared rows only.
const quick = process.env.BENCH_QUICK === "1";
const scrimCount = 50;
// e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);

/**
 * Fires requests from `connections` loops: a warm-up second (connections opened, code paths
 * compiled; not counted), then the measured duration. Returns throughput and latencies.
 */
async function load(url, tokens) {
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const warmUpEnd = performance.now() + 1000;
  const deadline = warmUpEnd + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const token = Array.isArray(tokens) ? tokens[sent % tokens.length] : tokens;
        sent += 1;
        const res = await request("GET", url, { token }).catch(() => ({ status: 0 }));
        if (t0 < warmUpEnd) {
          continue;
        }
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - warmUpEnd) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requests: latencies.length,
    errors,
  };
}

async function run(label, databaseUrl) {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-static-"));
  fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
  const server = await startServer({
    port,
    databaseUrl,
    nodeArgs,
    env: { WEB_DIST_DIR: staticDir, ADMIN_EMAILS: "bench-admin@example.test" },
  });
  const { baseUrl } = server;
  try {
    console.log(`\n## ${label}\nSeeding ${scrimCount} full scrims in NA for one day…`);
    const admin = (await signUp(baseUrl, "bench-admin@example.test", "Bench Admin", "bench_admin"))
      .token;
    const players = [];
    for (let i = 0; i < 12; i += 1) {
      const player = await signUp(
        baseUrl,
        `bench-${i}@example.test`,
        `Bench Player ${i}`,
        `bench_player_${i}`,
      );
      players.push(player.token);
    }
    const day = new Date();
    day.setUTCHours(0, 0, 0, 0);
    for (let i = 0; i < scrimCount; i += 1) {
      const start = new Date(day.getTime() + (i + 1) * 20 * 60 * 1000);
      const scrim = await json(baseUrl, "POST", "/api/scrims", {
        token: admin,
        body: { title: `Bench scrim ${i + 1}`, gameStartTime: start.toISOString(), region: "NA" },
      });
      await json(baseUrl, "PATCH", `/api/scrims/${scrim._id}/admin-fill-random`, {
        token: admin,
        body: {},
      });
    }
    // A player seated in none of the scrims (signed up after the random fills): what most of the
    // hub's visitors are.
    const viewer = (await signUp(baseUrl, "bench-viewer@example.test", "Viewer", "bench_viewer"))
      .token;
    const query = new URLSearchParams({
      region: "NA",
      startDate: day.toISOString(),
      endDate: new Date(day.getTime() + 24 * 60 * 60 * 1000).toISOString(),
    });
    const listUrl = `${baseUrl}/api/scrims?${query}`;
    const sample = await request("GET", listUrl, { token: viewer });
    const scrims = JSON.parse(sample.body.toString());
    const seated = scrims.reduce((sum, s) => sum + s.teamOne.length + s.teamTwo.length, 0);
    const brotli = await request("GET", listUrl, {
      token: viewer,
      headers: { "accept-encoding": "br" },
    });
    console.log(
      `List answer: ${scrims.length} scrims, ${seated} seated players, ${sample.body.length} bytes (${brotli.body.length} with brotli)`,
    );
    fs.writeFileSync(path.join(staticDir, "hub.json"), sample.body);

    console.log(`Load: ${connections} connections, ${durationMs / 1000} s each\n`);
    const api = await load(listUrl, viewer);
    // The 12 players in turn, each seated in most of the 50 scrims: their own answers.
    const member = quick ? undefined : await load(listUrl, players);
    const asAdmin = quick ? undefined : await load(listUrl, admin);
    const file = await load(`${baseUrl}/hub.json`);
    console.log(formatRow("GET /api/scrims (hub list)", api));
    if (member && asAdmin) {
      console.log(formatRow("  as the 12 players seated in them", member));
      console.log(formatRow("  as an admin (all, banned marks)", asAdmin));
    }
    console.log(formatRow("same bytes as a static file", file));
    console.log(
      `RESULT hub list, ${label}: ${((100 * api.rps) / file.rps).toFixed(0)}% of static req/s (goal ≥ 50%), p99 ${api.p99.toFixed(0)} ms vs static p99 ${file.p99.toFixed(0)} ms (goal ≤ 100 ms)`,
    );
  } finally {
    await server.stop();
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

await onEachDatabase(run);
