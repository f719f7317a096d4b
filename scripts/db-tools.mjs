// `npm run db:export` / `npm run db:import`: runs the server bundle's database tools
// (apps/server/src/db-tools.ts) as `npm start` runs the server: built when stale, from apps/server
// with the root .env, so DATA_DIR and DATABASE_URL mean what they mean to the app. File arguments
// are taken relative to where npm was run.
import path from "node:path";
import { buildServerIfStale, runServerScript } from "./lib.mjs";

/** Options whose value is a path; every argument that is not an option is a file. */
const PATH_OPTIONS = new Set(["--out", "--to-data-dir"]);
const userDir = process.env.INIT_CWD ?? process.cwd();

const args = process.argv.slice(2);
const resolved = args.map((arg, index) => {
  const previous = args[index - 1];
  const isValue = previous !== undefined && previous.startsWith("--") && !previous.includes("=");
  if (isValue && PATH_OPTIONS.has(previous)) {
    return path.resolve(userDir, arg);
  }
  const [option, value] = arg.split(/=(.*)/s);
  if (PATH_OPTIONS.has(option) && value !== undefined) {
    return `${option}=${path.resolve(userDir, value)}`;
  }
  return index === 0 || isValue || arg.startsWith("--") ? arg : path.resolve(userDir, arg);
});
// The default export file goes where npm was run, not into apps/server.
if (
  resolved[0] === "export" &&
  !resolved.some((arg) => arg === "--out" || arg.startsWith("--out="))
) {
  const stamp = new Date().toISOString().replace(/\..*$/, "Z").replaceAll(":", "-");
  resolved.push("--out", path.join(userDir, `scrims-export-${stamp}.jsonl.gz`));
}

const built = await buildServerIfStale();
if (built !== 0) {
  process.exit(built);
}
process.exit(await runServerScript(["dist/db-tools.js", ...resolved]));
