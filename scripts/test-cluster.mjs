// `npm run test:cluster`: the production shape, tested. Starts PostgreSQL-backed app processes
// with Redis behind nginx (scripts/cluster/cluster.mjs), then the Playwright project of
// apps/web/playwright.cluster.config.ts against nginx: Chromium pages and API clients. The specs
// stop and start app processes through a small control server of this script (they cannot
// signal processes they did not start). Prints one totals line; stops everything it started.
// Runs under `node --import tsx` (the Riot fake is TypeScript).
//
// Ports: CLUSTER_NGINX_PORT (4106), CLUSTER_APP_A_PORT (4116), CLUSTER_APP_B_PORT (4126),
// CLUSTER_CONTROL_PORT (4136). PostgreSQL: CLUSTER_DATABASE_URL (a server to make a database of
// its own on; default postgres://postgres@127.0.0.1:5432/postgres). Redis: a redis-server of its
// own unless CLUSTER_REDIS_URL names one.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startRiotFake } from "../apps/server/src/test/riot-fake.ts";
import { Cluster } from "./cluster/cluster.mjs";
import { buildAllIfStale, root, run } from "./lib.mjs";
import { countPlaywright, isGreen, line, read } from "./test-summary.mjs";

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const ports = {
  nginx: port("CLUSTER_NGINX_PORT", 4106),
  a: port("CLUSTER_APP_A_PORT", 4116),
  b: port("CLUSTER_APP_B_PORT", 4126),
  control: port("CLUSTER_CONTROL_PORT", 4136),
};
const reports = path.join(root, ".test-results");
fs.mkdirSync(reports, { recursive: true });
const report = path.join(reports, "cluster.json");
fs.rmSync(report, { force: true });

// The processes run what production runs: the web build and the server bundle.
if ((await buildAllIfStale()) !== 0) {
  process.exit(1);
}

// Riot's API, seen by both processes: its calls are counted here (one code per scrim, not two).
const riot = await startRiotFake({ apiKey: "RGAPI-cluster-fake", host: "127.0.0.1" });
const cluster = new Cluster({
  ports,
  databaseUrl: process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  redisUrl: process.env.CLUSTER_REDIS_URL,
  riot,
  env: {
    ADMIN_EMAILS: "cluster-admin@example.test",
    // The specs sign up a few dozen players from 127.0.0.1; the rate-limit spec uses other addresses.
    SIGNIN_RATE_LIMIT: "100",
    // Both processes look for due jobs often, so they really do race for each one.
    SCHEDULER_INTERVAL_MS: "200",
  },
});
process.on("exit", () => cluster.killAllNow());

let control;
let stopping;
async function stopAll() {
  stopping ??= (async () => {
    control?.close();
    await cluster.stop().catch((error) => console.error("cluster stop:", error));
    await riot.close().catch(() => {});
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(1));
  });
}

/** The specs' handle on the processes: `POST /apps/{a|b}/{kill|term|start}`, `GET /riot/calls`. */
function startControl() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://control");
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    try {
      const app = /^\/apps\/(a|b)\/(kill|term|start|ensure-running)$/.exec(url.pathname);
      if (req.method === "POST" && app) {
        const [, name, action] = app;
        if (action === "start") {
          return send(200, { pid: await cluster.startApp(name) });
        }
        if (action === "ensure-running") {
          return send(200, { pid: cluster.isRunning(name) ? null : await cluster.startApp(name) });
        }
        return send(200, await cluster.signalApp(name, action === "kill" ? "SIGKILL" : "SIGTERM"));
      }
      if (req.method === "GET" && url.pathname === "/riot/calls") {
        const calls = riot.callsTo(url.searchParams.get("prefix") ?? "/");
        return send(
          200,
          calls.map(({ method, path: callPath, body, status }) => ({
            method,
            path: callPath,
            body,
            status,
          })),
        );
      }
      return send(404, { error: "unknown control" });
    } catch (error) {
      return send(500, { error: String(error) });
    }
  });
  return new Promise((resolve) => server.listen(ports.control, "127.0.0.1", () => resolve(server)));
}

let code = 1;
try {
  const started = Date.now();
  await cluster.start();
  control = await startControl();
  console.log(
    `cluster up in ${Date.now() - started} ms: nginx ${cluster.url} → ${cluster.appUrl("a")}, ${cluster.appUrl("b")}`,
  );
  code = await run(
    path.join(root, "node_modules/.bin/playwright"),
    ["test", "-c", "apps/web/playwright.cluster.config.ts", ...process.argv.slice(2)],
    {
      cwd: root,
      env: {
        ...process.env,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        CLUSTER_URL: cluster.url,
        CLUSTER_APP_A_URL: cluster.appUrl("a"),
        CLUSTER_APP_B_URL: cluster.appUrl("b"),
        CLUSTER_CONTROL_URL: `http://127.0.0.1:${ports.control}`,
        CLUSTER_RIOT_URL: riot.url,
      },
    },
  );
} catch (error) {
  console.error("cluster test could not run:", error);
} finally {
  if (code !== 0) {
    console.error(cluster.tailLogs());
  }
  await stopAll();
}

const totals = read(countPlaywright, report);
console.log(`\n${line(totals)}`);
process.exit(code === 0 && isGreen(totals) ? 0 : 1);
