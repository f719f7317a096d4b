// `npm run bench`: runs every benchmark of this folder (each `scripts/bench/*.mjs` but this file
// and the helpers) one after another, in name order, each in its own process, and prints their
// RESULT lines again at the end. A new bench is a new file here. Set DATABASE_URL to add the
// PostgreSQL rows; BENCH_ONLY=hub-list,cold-start runs some only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
const NOT_BENCHES = new Set(["index.mjs", "lib.mjs", "bench-server.mjs"]);
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const benches = fs
  .readdirSync(dir)
  .filter(
    (file) => file.endsWith(".mjs") && !NOT_BENCHES.has(file) && !file.endsWith("-worker.mjs"),
  )
  // A bench's helpers are named after it (evening-world.mjs beside evening.mjs).
  .filter((file, _, files) => !files.some((bench) => file.startsWith(bench.replace(/\.mjs$/, "-"))))
  .filter((file) => !only || only.includes(file.replace(/\.mjs$/, "")))
  .sort();

const results = [];
let failed = 0;
console.log(
  `Scrims benchmarks, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
for (const file of benches) {
  console.log(`\n# ${file}`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(dir, file)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      for (const line of chunk.toString().split("\n")) {
        if (line.startsWith("RESULT ")) {
          results.push(line.slice("RESULT ".length));
        }
      }
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    failed += 1;
    results.push(`${file} failed (exit ${code})`);
  }
}
console.log(`\n# Summary\n${results.map((line) => `- ${line}`).join("\n")}`);
process.exit(failed ? 1 : 0);
