import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildWebIfStale, freePort, npm, root } from "./lib.mjs";

const dirs = [];
const started = [];

beforeAll(async () => {
  expect(await buildWebIfStale()).toBe(0);
});

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of dirs) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A process as /proc shows it: parent, and start time (to tell a reused pid from the same one). */
function stat(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), startTime: fields[19] };
  } catch {
    return undefined;
  }
}

/** The pids of a process and all its descendants, with their start times. */
function tree(rootPid) {
  const all = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => ({ pid: Number(name), ...stat(Number(name)) }));
  const found = new Map([[rootPid, stat(rootPid)?.startTime]]);
  for (let grew = true; grew;) {
    grew = false;
    for (const proc of all) {
      if (found.has(proc.ppid) && !found.has(proc.pid)) {
        found.set(proc.pid, proc.startTime);
        grew = true;
      }
    }
  }
  return found;
}

const alive = (pids) => [...pids].filter(([pid, startTime]) => stat(pid)?.startTime === startTime);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

it("stops the whole `npm start` tree (start script and server) when npm gets SIGTERM", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-start-"));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(npm, ["start"], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));

  let up = false;
  while (!up) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited early:\n${output}`);
    }
    up = await fetch(`http://127.0.0.1:${port}/api/server-status`).then(
      (res) => res.ok,
      () => false,
    );
    await pause(200);
  }
  const pids = tree(child.pid);
  started.push(...pids.keys());
  // npm, the shell it runs the script with, scripts/start.mjs and the server.
  expect(pids.size).toBeGreaterThanOrEqual(3);

  child.kill("SIGTERM");
  await exited;
  // The tree winds down on its own (the server drains first); wait until it has, or 60 s.
  for (let waited = 0; alive(pids).length > 0 && waited < 60_000; waited += 200) {
    await pause(200);
  }
  expect(alive(pids).map(([pid]) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"))).toEqual([]);
});
