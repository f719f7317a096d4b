// Benchmark: the queries of a grown site (100,000 players, 20,000 scrims, 100,000 messages) on
// PostgreSQL under EXPLAIN (ANALYZE, BUFFERS): database time per call and whether it uses
// indexes. Seeds a database of its own (`scrims_growth` next to DATABASE_URL, or
// GROWTH_DATABASE_URL) and drops it afterwards unless GROWTH_KEEP=1. Prints figures; asserts
// nothing. The work is in apps/server/src/bench/growth.ts, which calls the app's own services.
import { run, serverDir } from "../lib.mjs";

process.exitCode = await run(process.execPath, ["--import", "tsx", "src/bench/growth.ts"], {
  cwd: serverDir,
});
