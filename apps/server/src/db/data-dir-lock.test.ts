import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Spawned, cleanUpProcesses, spawnTsx, tempDir as makeTempDir } from "@/test/processes";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const holderScript = "src/test/lock-holder.ts";
const FAST = { heartbeatMs: 100, staleMs: 1_500 };

const tempDir = () => makeTempDir("scrims-lock-");
afterEach(cleanUpProcesses);

/** Runs the lock holder in a process of its own; `ownPidNamespace` puts it in a new PID namespace. */
function startHolder(dir: string, ownPidNamespace = false, startAt = 0): Spawned {
  const args = [dir, "100", "1500", ...(startAt ? [String(startAt)] : [])];
  return spawnTsx(holderScript, args, { ownPidNamespace });
}

async function untilLocked(holder: Spawned): Promise<void> {
  while (!holder.output().includes("locked")) {
    if (holder.child.exitCode !== null) {
      throw new Error(`holder exited: ${holder.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lockFile = (dir: string) => path.join(dir, "scrims.lock");

function ourNamespace() {
  return {
    hostname: os.hostname(),
    bootId: fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim(),
    pidNamespace: fs.readlinkSync("/proc/self/ns/pid"),
  };
}

function writeLock(dir: string, owner: object, ageMs = 0): void {
  fs.writeFileSync(lockFile(dir), JSON.stringify({ instanceId: randomUUID(), ...owner }));
  const time = new Date(Date.now() - ageMs);
  fs.utimesSync(lockFile(dir), time, time);
}

describe("lockDataDir", () => {
  it("refuses a second claim while the first holder lives, and allows it once released", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir, FAST);
    await expect(lockDataDir(dir, FAST)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dir, FAST)).rejects.toThrow(
      /already in use by another Scrims process \(pid \d+ on .+\)/,
    );
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    (await lockDataDir(dir, FAST)).release();
  });

  it("refuses a folder held by a live process in another PID namespace, and the other way round", async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir, FAST);
    const outsider = startHolder(dir, true);
    expect(await outsider.exited).toBe(3);
    expect(outsider.output()).toContain(`(pid ${process.pid} on ${os.hostname()})`);
    lock.release();

    const insider = startHolder(dir, true);
    await untilLocked(insider);
    // Inside its namespace the holder is pid 1, which is always alive out here: only the
    // heartbeat tells, and it is fresh.
    expect(insider.output()).toContain("locked pid=1");
    await expect(lockDataDir(dir, FAST)).rejects.toThrow("(pid 1 on");
    insider.child.stdin?.end();
    expect(await insider.exited).toBe(0);
    (await lockDataDir(dir, FAST)).release();
  });

  it("takes over a lock naming our own pid in our namespace (a restarted container reuses pids)", async () => {
    const dir = tempDir();
    writeLock(dir, { ...ourNamespace(), pid: process.pid });
    const lock = await lockDataDir(dir, { heartbeatMs: 100, staleMs: 60_000 });
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it("takes over a bare-pid lock of an earlier version naming our own pid once it is stale", async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    const time = new Date(Date.now() - 5_000);
    fs.utimesSync(lockFile(dir), time, time);
    const lock = await lockDataDir(dir, FAST);
    lock.release();
  });

  it("takes over a lock from another namespace once its heartbeat has stopped", async () => {
    const dir = tempDir();
    // Same pid as ours but another namespace proves nothing: the lock is watched until stale.
    writeLock(dir, { ...ourNamespace(), pidNamespace: "pid:[1]", pid: process.pid });
    const lock = await lockDataDir(dir, FAST);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), "utf8"))).toMatchObject({
      pidNamespace: ourNamespace().pidNamespace,
    });
    lock.release();
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => dead.on("exit", resolve));
    writeLock(dir, { ...ourNamespace(), pid: dead.pid });
    const lock = await lockDataDir(dir, { heartbeatMs: 100, staleMs: 60_000 });
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it("lets exactly one of several processes starting at once take over a stale lock", async () => {
    const dir = tempDir();
    writeLock(dir, { hostname: "elsewhere", pid: 4242 }, 10_000);
    const startAt = Date.now() + 3_000;
    const holders = Array.from({ length: 4 }, (_, i) => startHolder(dir, i % 2 === 1, startAt));
    const outcomes = await Promise.race([
      Promise.all(holders.map((holder) => holder.exited)),
      // The winner never exits on its own: wait until every loser has.
      (async () => {
        for (;;) {
          const exited = holders.filter((holder) => holder.child.exitCode !== null);
          if (exited.length === holders.length - 1) {
            return holders.map((holder) => holder.child.exitCode);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
    ]);
    const winners = holders.filter((holder) => holder.output().includes("locked"));
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((code) => code === 3)).toHaveLength(3);
  });
});
