// Benchmark (`npm run bench:evening`, and part of `npm run bench`): an evening of a busy community
// on the production bundle. A world made through the API, the same every run (400 players, 40
// scrims over the five regions in the next hours, a quarter of them full, the others partly
// seated), then, after a warm-up, for EVENING_SECONDS (300): 30 closed-loop HTTP clients, each
// signed in as its own player, over a fixed weighted mix (the hub list, a scrim page, a profile's
// four calls, taking a seat and leaving it: about 14 writes a second, each broadcast to its room and
// its region's hub), while 200 Socket.IO clients watch scrim pages and hubs. The clients run in
// worker threads of this process (scripts/bench/evening-*-worker.mjs), never in the server's.
//
// Figures per database, from the server's side where they can be: throughput, latency by route,
// event-loop lag (the server's /metrics), the server's CPU time per request (/proc: every thread of
// it and any process under it; PostgreSQL's and Redis's own are not counted), its memory at the
// start and end of the load and after 30 s idle, socket events received against those expected,
// writes, 409 refusals and errors. Prints figures; asserts nothing.
//
// EVENING_DB=pglite|postgres (both by default), EVENING_SECONDS, EVENING_WARMUP_SECONDS (15),
// EVENING_IDLE_SECONDS (30), EVENING_CLIENTS (30), EVENING_SOCKETS (200), EVENING_THINK_MS (500,
// the mean pause between a client's actions), EVENING_PG_URL (the PostgreSQL server; a database
// scrims_bench_evening is made there and dropped), EVENING_REDIS (with PostgreSQL: a redis-server
// of the bench's own by default, `off`, or a URL), EVENING_LOG_LEVEL (info, as production),
// EVENING_BUILD=0 (use the bundle as it is), EVENING_MIX (another mix of actions, see mixOf). `--cpu-prof` or EVENING_PROFILE=1: the server runs
// under node --cpu-prof, and the profile of the measured window is summarised
// (scripts/bench/evening-profile.mjs); profiles are kept in EVENING_PROFILE_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import pg from "pg";
import { buildServerIfStale, freePort, redisServerBin, startRedisServer } from "../lib.mjs";
import { agent } from "./lib.mjs";
import { printFigures } from "./evening-figures.mjs";
import { summarizeProfile, profilesIn } from "./evening-profile.mjs";
import { cpuMsOf, postgresProbe, rssMiBOf, startEveningServer } from "./evening-server.mjs";
import { REGION_WEIGHTS, hubDays, planWorld, seedWorld, socketPlan } from "./evening-world.mjs";

const env = process.env;
const settings = {
  databases: env.EVENING_DB ? [env.EVENING_DB] : ["pglite", "postgres"],
  seconds: Number(env.EVENING_SECONDS ?? 300),
  warmUpSeconds: Number(env.EVENING_WARMUP_SECONDS ?? 15),
  idleSeconds: Number(env.EVENING_IDLE_SECONDS ?? 30),
  clients: Number(env.EVENING_CLIENTS ?? 30),
  sockets: Number(env.EVENING_SOCKETS ?? 200),
  players: Number(env.EVENING_PLAYERS ?? 400),
  scrims: Number(env.EVENING_SCRIMS ?? 40),
  thinkMs: Number(env.EVENING_THINK_MS ?? 500),
  seed: Number(env.EVENING_SEED ?? 1),
  pgUrl: env.EVENING_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  redis: env.EVENING_REDIS ?? "own",
  logLevel: env.EVENING_LOG_LEVEL ?? "info",
  profile: env.EVENING_PROFILE === "1" || process.argv.includes("--cpu-prof"),
  profileDir: env.EVENING_PROFILE_DIR ?? path.join(os.tmpdir(), "scrims-evening-profiles"),
};
/** What each client's next action is, by weight; and the regions of a hub visit elsewhere. */
const MIX = { actions: mixOf(env.EVENING_MIX), regions: REGION_WEIGHTS };
const DATABASE_NAME = "scrims_bench_evening";

/**
 * The actions' weights: the evening's by default, or EVENING_MIX ("hub:1" or "seat:1,scrim:1")
 * to see what one kind of action costs alone (the goals are for the default mix).
 */
function mixOf(setting) {
  const evening = { hub: 35, scrim: 30, profile: 10, seat: 25 };
  if (!setting) {
    return evening;
  }
  const mix = Object.fromEntries(
    setting.split(",").map((part) => {
      const [action, weight] = part.split(":");
      if (!(action in evening) || !(Number(weight) > 0)) {
        throw new Error(
          `EVENING_MIX: "${part}" is not one of ${Object.keys(evening)} with a weight`,
        );
      }
      return [action, Number(weight)];
    }),
  );
  return mix;
}

// Whatever was started is stopped by its own handle (a pid, a client), also on Ctrl-C.
const cleanups = [];
/** Registers a cleanup; returns a function that runs it now (once) instead. */
function onCleanup(cleanup) {
  cleanups.push(cleanup);
  return async () => {
    const i = cleanups.indexOf(cleanup);
    if (i >= 0) {
      cleanups.splice(i, 1);
      await cleanup();
    }
  };
}
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error) => console.error(`cleanup: ${error}`));
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`${signal}: stopping what the bench started…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The next message of `type` from `worker`. */
function next(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type === type) {
        worker.off("message", onMessage);
        worker.off("error", reject);
        resolve(message);
      }
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
  });
}

async function run(label, databaseUrl, redisUrl) {
  console.log(`\n## ${label}${redisUrl ? " + Redis" : ""}   (load average ${loadAverage()})`);
  const port = await freePort();
  let profileDir;
  const nodeArgs = [];
  if (settings.profile) {
    profileDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-evening-prof-"));
    nodeArgs.push("--cpu-prof", `--cpu-prof-dir=${profileDir}`);
  }
  const server = await startEveningServer({
    port,
    databaseUrl,
    redisUrl,
    nodeArgs,
    env: { LOG_LEVEL: settings.logLevel, ADMIN_EMAILS: "evening-admin@example.test" },
  });
  const stopServer = onCleanup(async () => {
    await server.stop();
    server.remove();
  });
  const workers = [];
  const stopWorkers = onCleanup(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.terminate()));
  });
  const rssBoot = rssMiBOf(server.pid);

  const plan = planWorld({
    players: settings.players,
    scrims: settings.scrims,
    httpClients: settings.clients,
    socketPlayers: settings.sockets,
  });
  const seedStarted = performance.now();
  const world = await seedWorld(server.baseUrl, plan);
  const seatCount = world.scrims.reduce((sum, s) => sum + s.seats.length, 0);
  const days = hubDays(world.scrims);
  console.log(
    `World: ${world.players.length} players, ${world.scrims.length} scrims (${world.scrims.filter((s) => s.seats.length === 10).length} full, ${seatCount} seats taken, ${world.scrims.filter((s) => s.isPrivate).length} private) on ${days.length} hub day(s); seeded through the API in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const { sockets, rooms } = socketPlan(world, {
    days,
    first: settings.clients,
    count: settings.sockets,
  });
  const socketWorker = new Worker(new URL("./evening-socket-worker.mjs", import.meta.url), {
    workerData: { baseUrl: server.baseUrl, sockets },
  });
  workers.push(socketWorker);
  const { count: connected } = await next(socketWorker, "ready");
  console.log(
    `${connected} sockets connected: ${Object.values(rooms.scrim).reduce((a, b) => a + b, 0)} in ${Object.keys(rooms.scrim).length} scrim rooms, hubs ${Object.entries(
      rooms.hub,
    )
      .map(([region, n]) => `${region} ${n}`)
      .join(", ")}`,
  );

  const httpWorker = new Worker(new URL("./evening-http-worker.mjs", import.meta.url), {
    workerData: {
      baseUrl: server.baseUrl,
      clients: world.players.slice(0, settings.clients).map((p) => ({
        index: p.index,
        token: p.token,
        id: p.id,
        region: p.region,
      })),
      players: world.players.map((p) => ({ id: p.id, name: p.name, region: p.region })),
      scrims: world.scrims.map((s) => ({
        id: s.id,
        region: s.region,
        taken: s.seats.map((seat) => `${seat.team}/${seat.role}`),
      })),
      days,
      mix: MIX,
      thinkMs: settings.thinkMs,
      seed: settings.seed,
    },
  });
  workers.push(httpWorker);
  await next(httpWorker, "ready");
  console.log(
    `${settings.clients} HTTP clients (mean pause ${settings.thinkMs} ms; mix ${Object.entries(
      MIX.actions,
    )
      .map(([action, w]) => `${action} ${w}`)
      .join(", ")}): warm-up ${settings.warmUpSeconds} s, then ${settings.seconds} s measured…`,
  );
  await sleep(settings.warmUpSeconds * 1000);

  // The window: both workers count from here, the server's figures are read at both ends.
  const probe = databaseUrl ? await postgresProbe(databaseUrl) : undefined;
  // What is read of the server at both ends of the window (and after the idle pause), by kind.
  const postgres = { before: await probe?.snapshot() };
  const metrics = { before: await server.metrics() };
  const cpu = { before: cpuMsOf(server.pid) };
  const benchCpuBefore = process.cpuUsage();
  const rss = { boot: rssBoot, start: rssMiBOf(server.pid) };
  const measured = { loadStart: loadAverage() };
  const profileFrom = Number(process.hrtime.bigint() / 1000n);
  const started = performance.now();
  httpWorker.postMessage({ type: "measure" });
  socketWorker.postMessage({ type: "measure" });
  rss.peak = rss.start;
  const peakTimer = setInterval(() => {
    rss.peak = Math.max(rss.peak, rssMiBOf(server.pid));
  }, 1000);
  // Every slice of the window: requests answered and the server's CPU per request in it, to see
  // whether the server holds its pace or slows down as the evening goes on.
  const sliceSeconds = Math.max(5, Math.round(settings.seconds / 10));
  const slices = [];
  measured.slices = slices;
  let last = { at: started, cpu: cpu.before, answered: 0 };
  while (performance.now() - started < settings.seconds * 1000 - 1) {
    await sleep(
      Math.min(sliceSeconds * 1000, settings.seconds * 1000 - (performance.now() - started)),
    );
    const counted = next(httpWorker, "count");
    httpWorker.postMessage({ type: "count" });
    const { answered } = await counted;
    const now = { at: performance.now(), cpu: cpuMsOf(server.pid), answered };
    const seconds = (now.at - last.at) / 1000;
    const count = now.answered - last.answered;
    // The first minute of the load (the warm-up included): memory must not grow after it.
    if (rss.minute === undefined && (now.at - started) / 1000 + settings.warmUpSeconds >= 60) {
      rss.minute = rssMiBOf(server.pid);
    }
    slices.push(
      `${((now.at - started) / 1000).toFixed(0)} s: ${(count / seconds).toFixed(0)} req/s, ${((now.cpu - last.cpu) / Math.max(1, count)).toFixed(1)} ms CPU/request, RSS ${rssMiBOf(server.pid).toFixed(0)} MiB`,
    );
    last = now;
  }
  clearInterval(peakTimer);
  const httpDone = next(httpWorker, "done");
  const socketCounts = next(socketWorker, "counts");
  httpWorker.postMessage({ type: "stop" });
  socketWorker.postMessage({ type: "stop" });
  measured.elapsed = (performance.now() - started) / 1000;
  const profileTo = Number(process.hrtime.bigint() / 1000n);
  cpu.after = cpuMsOf(server.pid);
  cpu.bench = process.cpuUsage(benchCpuBefore);
  metrics.after = await server.metrics();
  rss.end = rssMiBOf(server.pid);
  rss.peak = Math.max(rss.peak, rss.end);
  measured.loadEnd = loadAverage();
  const http = await httpDone;
  const socketsSeen = await socketCounts;
  await httpWorker.terminate();
  // PostgreSQL's counters of the window (its backends flush them within a second).
  await sleep(probe ? 1500 : 0);
  postgres.after = await probe?.snapshot();
  await probe?.close();

  // The evening is over: the sockets stay connected, nobody clicks.
  const idleCpuBefore = cpuMsOf(server.pid);
  await server.metrics();
  await sleep(settings.idleSeconds * 1000);
  metrics.idle = await server.metrics();
  cpu.idle = cpuMsOf(server.pid) - idleCpuBefore;
  rss.idle = rssMiBOf(server.pid);

  socketWorker.postMessage({ type: "close" });
  await next(socketWorker, "closed").catch(() => undefined);
  await stopWorkers();
  await server.stop();
  const warnings = server.warnings();
  await stopServer();

  const socketFigures = { rooms, connected, seen: socketsSeen };
  printFigures({
    label,
    databaseUrl,
    settings,
    world,
    http,
    warnings,
    sockets: socketFigures,
    measured,
    cpu,
    metrics,
    postgres,
    rss,
  });

  if (profileDir) {
    fs.mkdirSync(settings.profileDir, { recursive: true });
    // One profile per thread: the main thread's, then any other's (the embedded database's).
    const profiles = profilesIn(profileDir).sort((a, b) => a.thread - b.thread);
    for (const { file, thread } of profiles) {
      const kept = path.join(
        settings.profileDir,
        `evening-${label.split(" ")[0].toLowerCase()}-${new Date().toISOString().replace(/[:.]/g, "-")}-thread-${thread}.cpuprofile`,
      );
      fs.copyFileSync(file, kept);
      const which = thread === 0 ? "main thread" : `thread ${thread}`;
      console.log(`\nCPU profile of the server's ${which}: ${kept} (the measured window below)`);
      console.log(summarizeProfile(kept, { from: profileFrom, to: profileTo }).join("\n"));
      console.log(
        `(again: node scripts/bench/evening-profile.mjs ${kept} --from=${profileFrom} --to=${profileTo})`,
      );
    }
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

/** With PostgreSQL: a database of the bench's own, and Redis as EVENING_REDIS says. */
async function onPostgres() {
  const admin = new pg.Client({ connectionString: settings.pgUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL run skipped: no server at ${settings.pgUrl} (${error.message})`);
    return;
  }
  // Another evening bench on this server uses the same database: dropping it under that run
  // would fail its requests (500s) and leave its server running.
  const { rows: busy } = await admin.query(
    "select count(*)::int as sessions from pg_stat_activity where datname = $1",
    [DATABASE_NAME],
  );
  if (busy[0].sessions > 0) {
    await admin.end();
    throw new Error(
      `${DATABASE_NAME} is in use (${busy[0].sessions} sessions): is another evening bench running?`,
    );
  }
  await admin.query(`drop database if exists "${DATABASE_NAME}" with (force)`);
  await admin.query(`create database "${DATABASE_NAME}"`);
  onCleanup(async () => {
    await admin.query(`drop database if exists "${DATABASE_NAME}" with (force)`);
    await admin.end();
  });
  let redisUrl;
  if (settings.redis === "own" && fs.existsSync(redisServerBin)) {
    // A Redis of its own: nobody else's servers hear this run's broadcasts and invalidations.
    const redis = await startRedisServer();
    redisUrl = redis.url;
    onCleanup(async () => {
      redis.child.kill("SIGTERM");
      await new Promise((resolve) => redis.child.once("exit", resolve));
    });
  } else if (settings.redis !== "own" && settings.redis !== "off") {
    redisUrl = settings.redis;
  }
  const url = new URL(settings.pgUrl);
  url.pathname = `/${DATABASE_NAME}`;
  try {
    await run("PostgreSQL", url.toString(), redisUrl);
  } finally {
    // Whatever run() left (on a failure: the server first), then Redis, then the database.
    await cleanUp();
  }
}

console.log(
  `Evening bench, ${new Date().toISOString()}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}, load average ${loadAverage()}; ${settings.seconds} s per database after ${settings.warmUpSeconds} s of warm-up${settings.profile ? ", CPU profile" : ""}`,
);
if (env.EVENING_BUILD !== "0" && (await buildServerIfStale()) !== 0) {
  throw new Error("the server build failed");
}
try {
  for (const database of settings.databases) {
    if (database === "pglite") {
      await run("PGlite");
    } else if (database === "postgres") {
      await onPostgres();
    } else {
      throw new Error(`EVENING_DB must be pglite or postgres, not ${database}`);
    }
  }
} finally {
  await cleanUp();
  agent.destroy();
}
