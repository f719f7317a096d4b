// The figures of one database's run of the evening bench (scripts/bench/evening.mjs), from what
// it collected: the tables it prints and its RESULT lines.
import { quantile } from "./lib.mjs";
import { dayOf, hubDays, hubViewKey } from "./evening-world.mjs";

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

const GC_KINDS = ["minor", "major", "incremental", "weakcb"];
/** GC time (ms) counted by the server's /metrics between two scrapes, by kind. */
function gcMs(before, after) {
  return Object.fromEntries(
    GC_KINDS.map((kind) => {
      const key = `nodejs_gc_duration_seconds_sum{kind="${kind}"}`;
      return [kind, ((after.get(key) ?? 0) - (before.get(key) ?? 0)) * 1000];
    }),
  );
}

/** The goals of an evening (issue 31), per database: at most, in ms. */
const GOALS = {
  pglite: { cpuPerRequest: 4, p99: 200, lagP99: 50 },
  postgres: { cpuPerRequest: 2, p99: 100, lagP99: 50 },
};
/** Growth allowed after the first minute (the allocator's and the GC's own swings). */
const RSS_SLACK = 1.05;

/** One RESULT line per goal of the issue, each "met" or "MISSED" with its figure. */
function goalLines(name, run) {
  const goal = GOALS[run.database];
  const verdict = (ok) => (ok ? "met" : "MISSED");
  const slowest = run.routes.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const { minute, end, idle } = run.rss;
  // No growth after the first minute, and none while idle: the end and the idle pause both at
  // most the first minute's (with the slack).
  const base = minute ?? end;
  const flat = end <= base * RSS_SLACK && idle <= base * RSS_SLACK;
  const delivered = run.sockets.received === run.sockets.expected;
  return [
    `${name}: goal server CPU ≤ ${goal.cpuPerRequest} ms per request ${verdict(run.cpuPerRequest <= goal.cpuPerRequest)} (${run.cpuPerRequest.toFixed(2)} ms)`,
    `${name}: goal p99 of every route ≤ ${goal.p99} ms ${verdict(slowest.p99 <= goal.p99)} (slowest ${slowest.route} at ${slowest.p99.toFixed(1)} ms)`,
    `${name}: goal event-loop lag p99 ≤ ${goal.lagP99} ms ${verdict(run.lagP99 <= goal.lagP99)} (${run.lagP99.toFixed(1)} ms)`,
    `${name}: goal memory flat ${verdict(flat)} (${minute === undefined ? "run shorter than a minute" : `${minute.toFixed(0)} MiB after the first minute`}, ${end.toFixed(0)} at the end, ${idle.toFixed(0)} after the idle pause; ${Math.round((RSS_SLACK - 1) * 100)}% allowed)`,
    `${name}: goal each socket told of exactly the changes it shows ${verdict(delivered)} (${fmt(run.sockets.received)} received, ${fmt(run.sockets.expected)} expected)`,
  ];
}

/** Prints the run's figures, then one RESULT line per figure. */
export function printFigures({
  label,
  databaseUrl,
  settings,
  world,
  http,
  warnings,
  sockets: { rooms, connected, seen: socketsSeen },
  measured: { elapsed, slices, loadStart, loadEnd },
  cpu: { before: cpuBefore, after: cpuAfter, bench: benchCpu, idle: idleCpu },
  metrics: { before: metricsBefore, after: metricsAfter, idle: idleMetrics },
  postgres: { before: postgresBefore, after: postgresAfter },
  rss: {
    boot: rssBoot,
    start: rssStart,
    minute: rssMinute,
    end: rssEnd,
    peak: rssPeak,
    idle: rssIdle,
  },
}) {
  // HTTP figures.
  const routes = Object.entries(http.routes).sort(
    (a, b) => b[1].latencies.length - a[1].latencies.length,
  );
  const requests = routes.reduce((sum, [, r]) => sum + r.latencies.length, 0);
  const sum = (field, filter = () => true) =>
    routes.filter(([name]) => filter(name)).reduce((total, [, r]) => total + r[field], 0);
  const isWrite = (name) => name.startsWith("PATCH");
  const writes = routes
    .filter(([name]) => isWrite(name))
    .reduce((t, [, r]) => t + r.latencies.length, 0);
  const conflicts = sum("conflicts");
  const errors = sum("errors");
  const notModified = sum("notModified");
  const all = routes.flatMap(([, r]) => r.latencies).sort((a, b) => a - b);
  const serverCpu = cpuAfter - cpuBefore;
  const lag = (name, metrics) =>
    (metrics.get(`nodejs_eventloop_lag_${name}_seconds`) ?? NaN) * 1000;
  // The histogram's samples are whole timer intervals of 20 ms (prom-client's precision): the lag
  // is what exceeds them.
  const lagOf = (name, metrics) => Math.max(0, lag(name, metrics) - 20);
  const gc = gcMs(metricsBefore, metricsAfter);
  const gcTotal = Object.values(gc).reduce((a, b) => a + b, 0);

  // Socket figures: what the successful writes should have sent to the sockets watching (its
  // room, and the hub of its region on its day).
  const scrimsById = new Map(world.scrims.map((s) => [s.id, s]));
  const days = hubDays(world.scrims);
  let expected = 0;
  for (const [scrimId, count] of Object.entries(http.writesByScrim)) {
    const scrim = scrimsById.get(scrimId);
    if (scrim && !scrim.isPrivate) {
      const hub = rooms.hub[hubViewKey(scrim.region, dayOf(days, scrim))] ?? 0;
      expected += count * ((rooms.scrim[scrimId] ?? 0) + hub);
    }
  }
  const received = Object.values(socketsSeen.received).reduce((a, b) => a + b, 0);

  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(`\nMeasured ${elapsed.toFixed(1)} s, load average ${loadStart} → ${loadEnd}`);
  console.log(`By slice: ${slices.join("; ")}`);
  console.log(
    `${"route".padEnd(46)} ${"requests".padStart(8)} ${"p50".padStart(9)} ${"p90".padStart(9)} ${"p99".padStart(9)}   statuses`,
  );
  for (const [name, r] of routes) {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(46)} ${String(sorted.length).padStart(8)} ${ms(quantile(sorted, 0.5)).padStart(9)} ${ms(quantile(sorted, 0.9)).padStart(9)} ${ms(quantile(sorted, 0.99)).padStart(9)}   ${r.ok} ok${r.notModified ? `, ${r.notModified} 304` : ""}${r.conflicts ? `, ${r.conflicts} 409` : ""}${r.errors ? `, ${r.errors} errors` : ""}`,
    );
  }
  for (const sample of http.errorSamples) {
    console.log(`  error: ${sample.slice(0, 300)}`);
  }
  console.log(
    `Server CPU ${fmt(serverCpu)} ms in the window (${fmt(serverCpu / elapsed)} ms/s, ${((100 * serverCpu) / elapsed / 1000).toFixed(0)}% of one core); GC ${fmt(gcTotal)} ms (${GC_KINDS.map((k) => `${k} ${fmt(gc[k])}`).join(", ")}); the bench's own process ${fmt((benchCpu.user + benchCpu.system) / 1000 / elapsed)} ms/s`,
  );
  console.log(
    `Event loop (raw histogram of 20 ms timer intervals): p50 ${ms(lag("p50", metricsAfter))}, p90 ${ms(lag("p90", metricsAfter))}, p99 ${ms(lag("p99", metricsAfter))}, max ${ms(lag("max", metricsAfter))}; idle after: p99 ${ms(lag("p99", idleMetrics))}`,
  );
  console.log(
    `Sockets: ${socketsSeen.connected} of ${connected} still connected, ${socketsSeen.disconnects} disconnects; events ${Object.entries(
      socketsSeen.received,
    )
      .map(([event, n]) => `${event} ${fmt(n)}`)
      .join(", ")} (${fmt(socketsSeen.receivedBytes / 1024 / 1024, 1)} MiB of frames)`,
  );
  console.log(
    `Idle ${settings.idleSeconds} s after: server CPU ${fmt(idleCpu / settings.idleSeconds, 1)} ms/s`,
  );
  if (warnings.length > 0) {
    console.log(`Server warnings and errors: ${warnings.length}, e.g.`);
    for (const line of warnings.slice(0, 5)) {
      console.log(`  ${line.slice(0, 400)}`);
    }
  }

  let postgresLine;
  if (postgresBefore && postgresAfter) {
    const delta = (key) => postgresAfter.database[key] - postgresBefore.database[key];
    let backendCpu = 0;
    for (const [pid, cpu] of postgresAfter.backendCpu) {
      backendCpu += cpu - (postgresBefore.backendCpu.get(pid) ?? 0);
    }
    const tables = [...postgresAfter.tables]
      .map(([table, after]) => {
        const before = postgresBefore.tables.get(table) ?? { scans: 0, seqScans: 0, rows: 0 };
        return {
          table,
          scans: after.scans - before.scans,
          seqScans: after.seqScans - before.seqScans,
          rows: after.rows - before.rows,
        };
      })
      .filter((t) => t.scans > 0)
      .sort((a, b) => b.rows - a.rows);
    const perRequest = (n) => (n / requests).toFixed(1);
    console.log(
      `PostgreSQL (its own counters, the window and a second after): ${fmt(delta("xact_commit"))} transactions (${perRequest(delta("xact_commit"))} per request), ${fmt(delta("xact_rollback"))} rolled back; rows returned ${fmt(delta("tup_returned"))} (${perRequest(delta("tup_returned"))} per request), fetched ${fmt(delta("tup_fetched"))}, written ${fmt(delta("tup_inserted") + delta("tup_updated") + delta("tup_deleted"))}; its backends' CPU ${fmt(backendCpu)} ms (${(backendCpu / requests).toFixed(2)} ms per request, not counted as the server's)`,
    );
    console.log("  table scans and rows read per request:");
    for (const t of tables.slice(0, 12)) {
      console.log(
        `  ${t.table.padEnd(28)} ${perRequest(t.scans).padStart(6)} scans (${fmt(t.seqScans)} sequential)  ${perRequest(t.rows).padStart(8)} rows`,
      );
    }
    postgresLine = `PostgreSQL backends' CPU ${(backendCpu / requests).toFixed(2)} ms per request (not in the server's figure); ${perRequest(delta("xact_commit"))} transactions and ${perRequest(tables.reduce((sum, t) => sum + t.scans, 0))} table scans per request, ${perRequest(tables.reduce((sum, t) => sum + t.rows, 0))} rows read per request`;
  }

  const name = `evening, ${label}`;
  const lines = [
    `${name}: throughput ${fmt(requests / elapsed, 1)} req/s (${fmt(requests)} requests in ${elapsed.toFixed(0)} s, ${settings.clients} clients, mean pause ${settings.thinkMs} ms; all routes p50 ${ms(quantile(all, 0.5))}, p99 ${ms(quantile(all, 0.99))}); load average ${loadStart} → ${loadEnd}`,
    ...routes.map(([route, r]) => {
      const sorted = [...r.latencies].sort((a, b) => a - b);
      return `${name}: ${route} p50 ${ms(quantile(sorted, 0.5))}, p90 ${ms(quantile(sorted, 0.9))}, p99 ${ms(quantile(sorted, 0.99))} (${fmt(sorted.length)} requests${r.notModified ? `, ${fmt(r.notModified)} of them 304` : ""})`;
    }),
    `${name}: writes ${fmt(writes)} (${fmt(writes / elapsed, 1)}/s), 409 refusals ${fmt(conflicts)}, errors ${fmt(errors)} (non-2xx but 304 and 409, or no answer)${notModified ? `; 304 revalidations ${fmt(notModified)}` : ""}`,
    `${name}: event-loop lag p50 ${ms(lagOf("p50", metricsAfter))}, p99 ${ms(lagOf("p99", metricsAfter))} (max ${ms(lagOf("max", metricsAfter))}; beyond the 20 ms sampling interval)`,
    `${name}: server CPU ${(serverCpu / requests).toFixed(2)} ms per request (${fmt(serverCpu / elapsed)} ms/s of CPU; GC ${fmt(gcTotal / elapsed, 1)} ms/s); idle afterwards ${fmt(idleCpu / settings.idleSeconds, 1)} ms/s`,
    `${name}: server RSS ${fmt(rssStart)} MiB at the start, ${fmt(rssEnd)} MiB at the end (peak ${fmt(rssPeak)}), ${fmt(rssIdle)} MiB after ${settings.idleSeconds} s idle (${fmt(rssBoot)} MiB on boot)`,
    `${name}: socket events received ${fmt(received)} (${fmt(received / elapsed, 1)}/s) by ${connected} sockets, expected ${fmt(expected)} from the public scrims' writes; sent ${fmt(socketsSeen.sent)} (room joins, ${socketsSeen.sentInWindow} in the window), ${socketsSeen.disconnects} disconnects`,
    ...(postgresLine ? [`${name}: ${postgresLine}`] : []),
    ...goalLines(name, {
      database: databaseUrl ? "postgres" : "pglite",
      cpuPerRequest: serverCpu / requests,
      routes: routes.map(([route, r]) => ({
        route,
        p99: quantile(
          [...r.latencies].sort((a, b) => a - b),
          0.99,
        ),
      })),
      lagP99: lagOf("p99", metricsAfter),
      rss: { minute: rssMinute, end: rssEnd, idle: rssIdle },
      sockets: { received, expected },
    }),
  ];
  for (const line of lines) {
    console.log(`RESULT ${line}`);
  }
}
