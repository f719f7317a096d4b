// A separate process that claims a data folder, for the lock tests (run in other PID namespaces).
// Usage: node --import tsx lock-holder.ts <dataDir> <heartbeatMs> <staleMs> [startAt epoch ms]
// Prints "locked" and holds the lock until stdin closes or SIGTERM; exits 3 when refused.
import { DataDirInUseError, lockDataDir } from "../db/data-dir-lock";

const [dataDir, heartbeatMs, staleMs, startAt] = process.argv.slice(2);
// Several holders started together claim at the same instant (to race each other).
while (startAt && Date.now() < Number(startAt)) {
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Number(startAt) - Date.now() - 5)),
  );
}
try {
  const lock = await lockDataDir(dataDir ?? ".", {
    heartbeatMs: Number(heartbeatMs),
    staleMs: Number(staleMs),
  });
  console.log(`locked pid=${process.pid}`);
  const release = () => {
    lock.release();
    process.exit(0);
  };
  process.on("SIGTERM", release);
  process.stdin.on("end", release);
  process.stdin.resume();
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.log(error.message);
    process.exit(3);
  }
  throw error;
}
