// Benchmark (`npm run bench`): one lobby change reaching 2,000 sockets that watch the scrim. The
// sockets (raw Socket.IO over WebSocket, in worker threads) join the scrim's room; a player then
// takes and moves seats over HTTP, one change at a time, and each socket records when its
// `scrimUpdate` arrives. Latency is counted from the moment the request is sent (so it includes
// the transaction and its commit: an upper bound of commit → delivery). Prints figures; asserts
// nothing.
import { Worker } from "node:worker_threads";
import { json, onEachDatabase, quantile, signUp, startServer } from "./lib.mjs";

const port = Number(process.env.BENCH_PORT ?? 3252) + 1;
const socketCount = Number(process.env.BENCH_SOCKETS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const workerCount = Number(process.env.BENCH_WORKERS ?? 4);
// e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server.
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
// Each watcher keeps its sockets within the per-player budget of client events.
const socketsPerWatcher = 20;
const now = () => performance.timeOrigin + performance.now();

async function run(label, databaseUrl) {
  const server = await startServer({
    port,
    databaseUrl,
    nodeArgs,
    env: { ADMIN_EMAILS: "fanout-admin@example.test" },
  });
  const { baseUrl } = server;
  const workers = [];
  try {
    console.log(`\n## ${label}\nSigning up ${socketCount / socketsPerWatcher} watchers…`);
    const admin = await signUp(baseUrl, "fanout-admin@example.test", "Fan Admin", "fanout_admin");
    const mover = await signUp(baseUrl, "fanout-mover@example.test", "Fan Mover", "fanout_mover");
    const scrim = await json(baseUrl, "POST", "/api/scrims", {
      token: admin.token,
      body: {
        title: "Fan-out scrim",
        gameStartTime: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
        region: "NA",
      },
    });
    const tokens = [];
    for (let i = 0; i < socketCount / socketsPerWatcher; i += 1) {
      const watcher = await signUp(
        baseUrl,
        `fanout-${i}@example.test`,
        `Watcher ${i}`,
        `fanout_watcher_${i}`,
      );
      tokens.push(...Array.from({ length: socketsPerWatcher }, () => watcher.token));
    }
    console.log(`Opening ${tokens.length} sockets in ${workerCount} workers…`);
    const wsUrl = `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`;
    const share = Math.ceil(tokens.length / workerCount);
    for (let w = 0; w < workerCount; w += 1) {
      const worker = new Worker(new URL("./socket-fanout-worker.mjs", import.meta.url), {
        workerData: { wsUrl, scrimId: scrim._id, tokens: tokens.slice(w * share, (w + 1) * share) },
      });
      workers.push(worker);
    }
    const next = (worker, type) =>
      new Promise((resolve, reject) => {
        const onMessage = (message) => {
          if (message.type === type) {
            worker.off("message", onMessage);
            worker.off("error", onError);
            resolve(message);
          }
        };
        const onError = (error) => {
          worker.off("message", onMessage);
          reject(error);
        };
        worker.on("message", onMessage);
        worker.once("error", onError);
      });
    const ready = await Promise.all(workers.map((worker) => next(worker, "ready")));
    const watching = ready.reduce((sum, r) => sum + r.count, 0);
    console.log(`${watching} sockets watch the scrim. ${rounds} lobby changes, one at a time…`);

    const seats = ["Top", "Jungle", "Mid", "ADC", "Support"];
    const latencies = [];
    const lastArrivals = [];
    const answers = [];
    let missing = 0;
    for (let round = 0; round < rounds; round += 1) {
      for (const worker of workers) {
        worker.postMessage({ type: "round", round });
      }
      const role = seats[round % seats.length];
      const action = round === 0 ? "insert-player" : "move-player";
      const sent = now();
      await json(baseUrl, "PATCH", `/api/scrims/${scrim._id}/${action}/${mover.id}`, {
        token: mover.token,
        body: { playerData: { role, team: { name: round % 2 ? "teamTwo" : "teamOne" } } },
      });
      answers.push(now() - sent);
      // Let the deliveries land (generous), then collect them.
      let arrivals = [];
      for (let wait = 0; wait < 100; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const reports = await Promise.all(
          workers.map((worker) => {
            const reply = next(worker, "arrivals");
            worker.postMessage({ type: "collect" });
            return reply;
          }),
        );
        arrivals = reports.flatMap((r) => r.arrivals);
        if (arrivals.length >= watching) {
          break;
        }
      }
      missing += watching - arrivals.length;
      const round_ = arrivals.map((at) => at - sent).sort((a, b) => a - b);
      latencies.push(...round_);
      lastArrivals.push(round_.at(-1) ?? 0);
    }
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    lastArrivals.sort((a, b) => a - b);
    console.log(
      `Deliveries: ${latencies.length} (${missing} missing); HTTP answer p50 ${quantile(answers, 0.5).toFixed(1)} ms`,
    );
    console.log(
      `RESULT socket fan-out, ${label}: ${watching} sockets, request → delivery p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${quantile(latencies, 0.99).toFixed(1)} ms, last socket (median of rounds) ${quantile(lastArrivals, 0.5).toFixed(1)} ms (goal p99 ≤ 100 ms)`,
    );
  } finally {
    for (const worker of workers) {
      worker.postMessage({ type: "close" });
    }
    await Promise.all(workers.map((worker) => worker.terminate()));
    await server.stop();
  }
}

await onEachDatabase(run);
