// Helpers shared by the start, dev and test scripts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverDir = path.join(root, "apps/server");
export const webDist = path.join(root, "apps/web/dist");
export const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/**
 * How one server process starts (with `process.execPath`, in `cwd`): `npm start` and the cluster
 * test both use this, so a change of how production runs (e.g. a bundle) is made here once.
 */
export const serverCommand = { args: ["dist/server.js"], cwd: serverDir };

/**
 * Runs a script of the server's build (`args` as for `node`, from apps/server) with the root .env,
 * when there is one, loaded into its environment; resolves with its exit code.
 */
export function runServerScript(args) {
  const envFile = path.join(root, ".env");
  const envArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
  return run(process.execPath, [...envArgs, ...args], { cwd: serverDir });
}

/**
 * Runs a command with inherited output; resolves with its exit code. SIGINT and SIGTERM reach it,
 * and so does the end of our parent: `npm start` runs us through `sh -c`, and on SIGTERM npm
 * signals that shell, which dies without passing the signal on. We would be left running with
 * the server, so losing our parent counts as SIGTERM.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    const forward = (signal) => child.kill(signal);
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid !== parent) {
        clearInterval(orphaned);
        forward("SIGTERM");
      }
    }, 250);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("exit", (code, signal) => {
      clearInterval(orphaned);
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") {
      continue;
    }
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than a file of `sources` (folders or files). */
function isStale(output, sources) {
  if (!fs.existsSync(output)) {
    return true;
  }
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => {
    const stat = fs.statSync(source);
    return (stat.isDirectory() ? newestMtime(source) : stat.mtimeMs) > built;
  });
}

/** True when there is no web build, or a web or shared source file changed after it was made. */
export function webBuildIsStale() {
  return isStale(path.join(webDist, "index.html"), [
    path.join(root, "apps/web"),
    path.join(root, "packages/shared/src"),
  ]);
}

/** The server's production bundle (scripts/build-server.mjs). */
export const serverBundle = path.join(serverDir, "dist/server.js");

/**
 * True when there is no server bundle, or a server or shared source, a migration (the new
 * database's template is made with them) or the installed packages changed after it was made.
 */
export function serverBuildIsStale() {
  return isStale(serverBundle, [
    path.join(serverDir, "src"),
    path.join(serverDir, "drizzle"),
    path.join(serverDir, "package.json"),
    path.join(root, "package-lock.json"),
    path.join(root, "packages/shared/src"),
    path.join(root, "scripts/build-server.mjs"),
  ]);
}

export async function buildServerIfStale() {
  if (!serverBuildIsStale()) {
    return 0;
  }
  console.log("Building the server…");
  return run(npm, ["run", "build", "-w", "@scrims/server"], { cwd: root });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) {
    return 0;
  }
  console.log("Building the web app…");
  return run(npm, ["run", "build", "-w", "@scrims/web"], { cwd: root });
}

/**
 * The web build, then the server bundle, each when stale (what `npm start` runs): 0, or the exit
 * code of the first build that failed.
 */
export async function buildAllIfStale() {
  for (const build of [buildWebIfStale, buildServerIfStale]) {
    const code = await build();
    if (code !== 0) {
      return code;
    }
  }
  return 0;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const redisServerBin = process.env.REDIS_SERVER_BIN ?? "/usr/bin/redis-server";

/**
 * A redis-server of its own on a free loopback port, keeping nothing on disk: resolves with its
 * URL and process (which the caller stops) once it accepts connections.
 */
export async function startRedisServer(stdio = "ignore") {
  if (!fs.existsSync(redisServerBin)) {
    throw new Error(
      `no ${redisServerBin}: install redis-server, or give the URL of a running Redis`,
    );
  }
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const child = spawn(redisServerBin, args, { stdio });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`redis-server on ${port} exited with ${child.exitCode}`);
    }
    const accepted = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (accepted) {
      return { url: `redis://127.0.0.1:${port}`, child };
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`redis-server on ${port} did not accept connections`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
