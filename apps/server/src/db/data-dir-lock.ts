import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "scrims.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is already in use by another Scrims process (pid ${pid}). ` +
        "Stop that process, or give this one its own DATA_DIR.",
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * Claims the embedded database folder for this process. PGlite has no guard of its own, and two
 * processes writing the same files corrupt them, so a second claim fails while the first owner
 * lives; a lock left by a process that died is taken over.
 *
 * @returns a function that releases the claim
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw error;
      }
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not claim the data directory ${dataDir}`);
}
