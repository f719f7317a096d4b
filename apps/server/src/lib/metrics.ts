import type { Registry } from "prom-client";

/** What the app reports to Prometheus; every method is a no-op while metrics are off. */
export type Metrics = {
  /** The registry `/metrics` renders; null when METRICS_TOKEN is unset (nothing is collected). */
  registry: Registry | null;
  /** One answered HTTP request, by its route pattern (`/api/scrims/:id`), not its URL. */
  httpRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** One run of a scheduled job: `done`, `retry` (failed, tried again later) or `failed` (for good). */
  schedulerJob: (kind: string, result: "done" | "retry" | "failed", seconds: number) => void;
  /** One request to Riot's API: its endpoint name and HTTP status (or `timeout`, `network`). */
  riotCall: (endpoint: string, status: string, seconds: number) => void;
};

export const noMetrics: Metrics = {
  registry: null,
  httpRequest: () => undefined,
  schedulerJob: () => undefined,
  riotCall: () => undefined,
};

/** What the collected gauges read when Prometheus scrapes. */
export type MetricSources = {
  /** Socket.IO connections open on this process. */
  socketConnections: () => number;
  /** The PostgreSQL pool's clients; absent on the embedded database (one in-process connection). */
  databasePool?: () => { total: number; idle: number; waiting: number };
};

/** Seconds: most API answers take milliseconds; the tail reaches the Riot timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's metrics in a registry of its own (tests build several apps in one process), with
 * Node's default process metrics (CPU, memory, event loop lag, GC). prom-client loads only when
 * metrics are on.
 */
export async function createMetrics(sources: MetricSources): Promise<Metrics> {
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } =
    await import("prom-client");
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const durations = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] });

  const http = durations(
    "scrims_http_request_duration_seconds",
    "HTTP requests answered, by method, route pattern and status",
    ["method", "route", "status_code"],
  );
  const jobs = durations(
    "scrims_scheduler_job_duration_seconds",
    "Scheduled job runs, by kind and result (done, retry, failed)",
    ["kind", "result"],
  );
  const riotCalls = new Counter({
    name: "scrims_riot_api_requests_total",
    help: "Requests to Riot's API, by endpoint and HTTP status (or timeout, network)",
    labelNames: ["endpoint", "status"] as const,
    registers: [registry],
  });
  const riotDuration = durations(
    "scrims_riot_api_request_duration_seconds",
    "Time of requests to Riot's API, by endpoint",
    ["endpoint"],
  );
  new Gauge({
    name: "scrims_socket_connections",
    help: "Socket.IO connections open on this process",
    registers: [registry],
    collect() {
      this.set(sources.socketConnections());
    },
  });
  const { databasePool } = sources;
  if (databasePool) {
    new Gauge({
      name: "scrims_db_pool_connections",
      help: "PostgreSQL pool clients: total (open), idle, and waiting (requests queued for one)",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const pool = databasePool();
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    });
  }

  return {
    registry,
    httpRequest: (method, route, status, seconds) =>
      http.observe({ method, route, status_code: String(status) }, seconds),
    schedulerJob: (kind, result, seconds) => jobs.observe({ kind, result }, seconds),
    riotCall: (endpoint, status, seconds) => {
      riotCalls.inc({ endpoint, status });
      riotDuration.observe({ endpoint }, seconds);
    },
  };
}
