import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock";

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe("lockDataDir", () => {
  it("refuses a second claim while the first holder lives, and allows it once released", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Scrims process \(pid \d+\)/);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("refuses a claim held by another live process", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], {
      stdio: "ignore",
    });
    try {
      fs.writeFileSync(path.join(dir, "scrims.lock"), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
    await new Promise((resolve) => dead.on("exit", resolve));
    fs.writeFileSync(path.join(dir, "scrims.lock"), String(dead.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "scrims.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "scrims.lock"))).toBe(false);
  });
});
