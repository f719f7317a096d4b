#!/usr/bin/env node
// Enforces the file-name conventions of docs/ARCHITECTURE.md (house style rules 3 and 4): a closed
// list of server feature roles, kebab-case names everywhere, and no index.ts barrels outside the
// database schema.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// .broadcast: realtime events after commit; .client: outgoing HTTP (e.g. the Riot API); .jobs: scheduled work;
// .events: the feature's subscribers to domain events (lib/domain-events.ts), listed in app.ts;
// .cache: data kept in memory and dropped on every committed change (lib/invalidation.ts).
const SERVER_ROLES = [
  "routes",
  "service",
  "rules",
  "repository",
  "presenter",
  "socket",
  "broadcast",
  "policy",
  "client",
  "jobs",
  "events",
  "cache",
];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const problems = [];

function walk(dir) {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const rel = (file) => path.relative(root, file);

for (const file of walk(path.join(root, "apps/server/src/features"))) {
  const base = path.basename(file);
  // `.postgres.test.ts` / `.redis.test.ts`: tests that need that server (vitest runs them only then).
  const match = /^([a-z0-9-]+)\.([a-z]+)(\.(postgres|redis))?(\.test)?\.ts$/.exec(base);
  if (!match || !SERVER_ROLES.includes(match[2])) {
    problems.push(
      `${rel(file)}: server feature files are <feature>.<${SERVER_ROLES.join("|")}>[.postgres|.redis][.test].ts`,
    );
  }
}

const sourceDirs = ["packages/shared/src", "apps/server/src", "apps/web/src", "apps/web/e2e"];
for (const dir of sourceDirs) {
  for (const file of walk(path.join(root, dir))) {
    const base = path.basename(file).replace(/\.(tsx?|css|svg|png|jpe?g|webp|woff2?|json)$/, "");
    if (!KEBAB.test(base)) {
      problems.push(`${rel(file)}: file names are kebab-case`);
    }
    const isBarrel = /^index\.tsx?$/.test(path.basename(file));
    if (isBarrel && !rel(file).startsWith("apps/server/src/db/schema/")) {
      problems.push(`${rel(file)}: no index.ts barrels; import the file itself`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Structure check failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Structure check passed.");
