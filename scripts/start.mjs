// `npm start`: builds the web app and the server bundle when there is no up-to-date build, then
// runs the one server process (web app, API and sockets) on the configured or embedded defaults.
import fs from "node:fs";
import path from "node:path";
import { buildAllIfStale, root, run, serverCommand } from "./lib.mjs";

const built = await buildAllIfStale();
if (built !== 0) {
  process.exit(built);
}
// A .env file at the repository root, when present, is loaded into the server's environment.
const envFile = path.join(root, ".env");
const envArgs = fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [];
process.exit(
  await run(process.execPath, [...envArgs, ...serverCommand.args], { cwd: serverCommand.cwd }),
);
