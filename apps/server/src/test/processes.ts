import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** apps/server: scripts are given relative to it. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const children: ChildProcess[] = [];
const dirs: string[] = [];

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/**
 * Runs a TypeScript script of apps/server in a process of its own (stdout and stderr gathered in
 * `output`). `env` replaces the inherited environment; `ownPidNamespace` runs the script as pid 1
 * of a new PID namespace, as in a container. `cleanUpProcesses` kills what is still running.
 */
export function spawnTsx(
  script: string,
  args: string[] = [],
  options: { env?: NodeJS.ProcessEnv; ownPidNamespace?: boolean } = {},
): Spawned {
  const node = ["--import", "tsx", script, ...args];
  const namespace = ["--pid", "--fork", "--kill-child", "--mount-proc", process.execPath];
  const child = spawn(
    options.ownPidNamespace ? "unshare" : process.execPath,
    options.ownPidNamespace ? [...namespace, ...node] : node,
    { cwd: serverDir, env: options.env, stdio: ["pipe", "pipe", "pipe"] },
  );
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A fresh folder under the system's temporary one, removed by `cleanUpProcesses`. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Kills every process `spawnTsx` started that still runs and removes the `tempDir` folders. */
export function cleanUpProcesses(): void {
  for (const child of children.splice(0)) {
    child.kill("SIGKILL");
  }
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
