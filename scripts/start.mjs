// `npm start`: builds the web app and the server bundle when there is no up-to-date build, then
// runs the one server process (web app, API and sockets) on the configured or embedded defaults.
import { buildAllIfStale, runServerScript, serverCommand } from "./lib.mjs";

const built = await buildAllIfStale();
if (built !== 0) {
  process.exit(built);
}
// A .env file at the repository root, when present, is loaded into the server's environment.
process.exit(await runServerScript(serverCommand.args));
