// Benchmark (`npm run bench`): `npm start` to the first answer, with the web build present. Times
// from spawning `npm start` until GET / and GET /api/server-status both answer 200: first on a new
// data folder (the embedded database is created), then restarts on that same folder (what a
// deploy or a crash restart does). Prints figures; asserts nothing.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buildAllIfStale, npm, root } from "../lib.mjs";
import { quantile } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3252) + 2;
const restarts = Number(process.env.BENCH_RESTARTS ?? 5);

function get(pathname) {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", () => resolve(0));
  });
}

/** Spawns `npm start` and resolves with the ms until both answers came, then stops it. */
async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(npm, ["start"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    for (;;) {
      const [api, page] = await Promise.all([get("/api/server-status"), get("/")]);
      if (api === 200 && page === 200) {
        return performance.now() - started;
      }
      if (child.exitCode !== null) {
        throw new Error("npm start exited");
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    // npm runs the start script through a shell: the whole group goes.
    process.kill(-child.pid, "SIGTERM");
    await exited;
    // The server lets go of the data folder's lock as it exits.
    while ((await get("/api/server-status")) !== 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

// Both builds first: `npm start` would otherwise build the stale one inside the timed first start.
if ((await buildAllIfStale()) !== 0) {
  throw new Error("the build failed");
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-start-"));
try {
  const first = await startOnce(dataDir);
  const times = [];
  for (let i = 0; i < restarts; i += 1) {
    times.push(await startOnce(dataDir));
  }
  times.sort((a, b) => a - b);
  console.log(`\n## npm start → first answer (build present)`);
  console.log(`New data folder (database created): ${first.toFixed(0)} ms`);
  console.log(`Restarts: ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
  console.log(
    `RESULT cold start: restart median ${quantile(times, 0.5).toFixed(0)} ms, first start ${first.toFixed(0)} ms (goal ≤ 2000 ms)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
