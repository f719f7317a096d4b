// The real server for a bench: the built web app, a fresh embedded database in a temp folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildWebIfStale, serverDir, webDist } from "../lib.mjs";

/**
 * Starts the server on `port` (extra environment in `env`) and waits until it answers. Returns
 * its base URL and `stop()`, which ends this server by its pid and removes its data folder.
 */
export async function startBenchServer({ port, env = {} }) {
  // The page benches measure the current build, so a missing or stale one is built first.
  if ((await buildWebIfStale()) !== 0) {
    throw new Error("web build failed");
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: webDist,
      // Always the fresh embedded database, even when `npm run bench` runs with DATABASE_URL and
      // REDIS_URL for the other benches' PostgreSQL rows (the pages do not depend on the database,
      // and a shared one would keep this run's accounts for the next).
      DATABASE_URL: "",
      REDIS_URL: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to a minute: the shared machine can be slow to start a server.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/server-status`)).ok) {
        return { baseUrl, stop };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("server did not start");
}
