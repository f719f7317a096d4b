import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Metrics } from "@/lib/metrics";

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` (beside the API, not under /api) in Prometheus' text format, for a scraper that
 * sends `Authorization: Bearer {METRICS_TOKEN}`: 404 while METRICS_TOKEN is unset, 401 on any
 * other token. Also times every HTTP request by its route pattern.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: { metrics: Metrics; token?: string }) => {
    const registry = metrics.registry;
    if (registry) {
      app.addHook("onResponse", async (request, reply) => {
        metrics.httpRequest(
          request.method,
          request.routeOptions.url ?? "unmatched",
          reply.statusCode,
          reply.elapsedTime / 1000,
        );
      });
    }

    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (!registry || !token) {
        return reply.status(404).send({ error: "Route GET /metrics not found", code: "NOT_FOUND" });
      }
      const header = request.headers.authorization ?? "";
      const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
      if (!sameToken(given, token)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ error: "A valid metrics token is required", code: "UNAUTHORIZED" });
      }
      return reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: "metrics" },
);
