// `npm run dev`: the server restarting on change (port 3000) and Vite with hot reload (port 5173),
// which proxies /api and /socket.io to the server. Open http://localhost:5173.
import { npm, root, run, serverDir } from "./lib.mjs";

const codes = await Promise.all([
  run(process.execPath, ["--watch", "--import", "tsx", "src/server.ts"], { cwd: serverDir }),
  run(npm, ["run", "dev", "-w", "@scrims/web"], { cwd: root }),
]);
process.exit(Math.max(...codes));
