import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const LOCK_FILE = "scrims.lock";

/** How often the holder touches the lock file to show it is alive. */
const HEARTBEAT_MS = 2_000;
/** A lock untouched for this long belongs to a process that is gone (ten missed heartbeats). */
const STALE_MS = 20_000;

/** Who holds a lock, as written into the lock file by the holder. */
type Owner = {
  instanceId: string;
  hostname: string;
  pid: number;
  /** Linux boot id: the same value means the same running kernel (host or VM). */
  bootId?: string;
  /** The PID namespace (`/proc/self/ns/pid`); PIDs only mean something within one. */
  pidNamespace?: string;
};

/** The lock file as read at one moment: raw text and mtime tell whether its holder moved on. */
type Seen = { raw: string; mtimeMs: number; owner: Owner | null };

export type DataDirLockOptions = {
  heartbeatMs?: number;
  staleMs?: number;
  /** Called when another process took the lock from us (e.g. we were frozen past the stale time). */
  onLost?: () => void;
};

export type DataDirLock = { release: () => void };

/** Data folders claimed by this process: a second claim from the same process always fails. */
const heldHere = new Set<string>();

export class DataDirInUseError extends Error {
  readonly pid: number | undefined;

  constructor(
    readonly dataDir: string,
    owner: Owner | null,
  ) {
    const who = owner ? `pid ${owner.pid} on ${owner.hostname}` : "unknown owner";
    super(
      `The data directory ${dataDir} is already in use by another Scrims process (${who}). ` +
        "Stop that process, or give this one its own DATA_DIR.",
    );
    this.name = "DataDirInUseError";
    this.pid = owner?.pid;
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

function linkOrUndefined(file: string): string | undefined {
  try {
    return fs.readlinkSync(file);
  } catch {
    return undefined;
  }
}

function thisOwner(): Owner {
  return {
    instanceId: randomUUID(),
    hostname: os.hostname(),
    pid: process.pid,
    bootId: readOrUndefined("/proc/sys/kernel/random/boot_id"),
    pidNamespace: linkOrUndefined("/proc/self/ns/pid"),
  };
}

function parseOwner(raw: string): Owner | null {
  try {
    const value = JSON.parse(raw) as Partial<Owner>;
    if (typeof value.instanceId === "string" && typeof value.pid === "number") {
      return { hostname: "?", ...value } as Owner;
    }
  } catch {
    // A lock of an older version (a bare pid) or a foreign file: only its age can free it.
  }
  return null;
}

function read(lockPath: string): Seen | null {
  try {
    const raw = fs.readFileSync(lockPath, "utf8");
    const { mtimeMs } = fs.statSync(lockPath);
    return { raw, mtimeMs, owner: parseOwner(raw) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      return null;
    }
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The holder is provably gone when its heartbeat is stale, or when it ran on this very kernel in
 * this PID namespace and its pid is ours (PIDs repeat after a container restart) or dead. A pid
 * from another namespace or host proves nothing either way.
 */
function provablyGone(seen: Seen, me: Owner, staleMs: number): boolean {
  if (Date.now() - seen.mtimeMs > staleMs) {
    return true;
  }
  const owner = seen.owner;
  const sameNamespace =
    owner?.bootId !== undefined &&
    owner.bootId === me.bootId &&
    owner.pidNamespace !== undefined &&
    owner.pidNamespace === me.pidNamespace;
  return Boolean(owner && sameNamespace && (owner.pid === me.pid || !isAlive(owner.pid)));
}

/** Creates the lock file with its full content in one step; false when it already exists. */
function tryCreate(lockPath: string, content: string): boolean {
  const temp = `${lockPath}.${randomUUID()}.tmp`;
  fs.writeFileSync(temp, content);
  try {
    fs.linkSync(temp, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") {
      return false;
    }
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP") {
      throw error;
    }
    // No hard links on this file system: exclusive create (content follows a moment later).
    try {
      fs.writeFileSync(lockPath, content, { flag: "wx" });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === "EEXIST") {
        return false;
      }
      throw inner;
    }
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes a dead holder's lock, unless it changed since it was judged. The `.takeover` file
 * (exclusive create) lets one process at a time do this, so two starts that both found the same
 * stale lock cannot remove each other's fresh one.
 */
function removeIfUnchanged(lockPath: string, judged: Seen, staleMs: number): void {
  const guard = `${lockPath}.takeover`;
  try {
    fs.writeFileSync(guard, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
      throw error;
    }
    const guardSeen = read(guard);
    if (guardSeen && Date.now() - guardSeen.mtimeMs > staleMs) {
      fs.rmSync(guard, { force: true });
    }
    return;
  }
  try {
    const now = read(lockPath);
    if (now && now.raw === judged.raw && now.mtimeMs === judged.mtimeMs) {
      fs.rmSync(lockPath, { force: true });
    }
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches a lock whose holder may be alive somewhere we cannot see (another PID namespace or
 * host): a heartbeat within the stale time proves it alive; none proves it gone.
 *
 * @returns "alive", "gone", or "changed" when the file was replaced or removed meanwhile
 */
async function watch(lockPath: string, seen: Seen, staleMs: number, pollMs: number) {
  const deadline = seen.mtimeMs + staleMs;
  while (Date.now() <= deadline) {
    await sleep(pollMs);
    const now = read(lockPath);
    if (!now || now.raw !== seen.raw) {
      return "changed" as const;
    }
    if (now.mtimeMs !== seen.mtimeMs) {
      return "alive" as const;
    }
  }
  return "gone" as const;
}

/**
 * Claims the embedded database folder for this process. PGlite has no guard of its own, and two
 * processes writing the same files corrupt them. The lock file names its holder (instance id,
 * host, kernel boot id, PID namespace, pid) and the holder touches it every few seconds. Another
 * process never takes a lock over while that heartbeat is fresh, so the claim holds across
 * containers and hosts sharing the volume; a lock whose holder is provably gone (a stale
 * heartbeat, or a dead or reused pid in our own namespace) is taken over, and when two starts
 * race for it, exactly one wins.
 *
 * @throws DataDirInUseError while another live process holds the folder
 */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const pollMs = Math.max(10, Math.floor(heartbeatMs / 4));
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(fs.realpathSync(dataDir), LOCK_FILE);
  const me = thisOwner();
  const content = JSON.stringify(me);

  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (heldHere.has(lockPath)) {
      throw new DataDirInUseError(dataDir, parseOwner(read(lockPath)?.raw ?? ""));
    }
    if (tryCreate(lockPath, content)) {
      heldHere.add(lockPath);
      return hold(lockPath, content, heartbeatMs, options.onLost);
    }
    const seen = read(lockPath);
    if (!seen) {
      continue;
    }
    if (!provablyGone(seen, me, staleMs)) {
      const verdict = await watch(lockPath, seen, staleMs, pollMs);
      if (verdict === "alive") {
        throw new DataDirInUseError(dataDir, seen.owner);
      }
      if (verdict === "changed") {
        continue;
      }
    }
    removeIfUnchanged(lockPath, seen, staleMs);
    await sleep(Math.random() * pollMs);
  }
  throw new DataDirInUseError(dataDir, parseOwner(read(lockPath)?.raw ?? ""));
}

function hold(
  lockPath: string,
  content: string,
  heartbeatMs: number,
  onLost: (() => void) | undefined,
): DataDirLock {
  const timer = setInterval(() => {
    try {
      const now = read(lockPath);
      if (now?.raw !== content) {
        clearInterval(timer);
        heldHere.delete(lockPath);
        (onLost ?? defaultOnLost)();
        return;
      }
      const time = new Date();
      fs.utimesSync(lockPath, time, time);
    } catch {
      // A passing file system hiccup: the next beat tries again, well within the stale time.
    }
  }, heartbeatMs);
  timer.unref();
  return {
    release: () => {
      clearInterval(timer);
      heldHere.delete(lockPath);
      if (read(lockPath)?.raw === content) {
        fs.rmSync(lockPath, { force: true });
      }
    },
  };
}

function defaultOnLost(): void {
  // Another process owns the folder now; writing on would corrupt it, so stop at once.
  console.error("The data directory lock was taken over by another process; exiting.");
  process.exit(1);
}
