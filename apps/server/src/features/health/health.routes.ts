import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { livenessDtoSchema, readinessDtoSchema } from "@scrims/shared/health/health.schema";
import { checkReadiness } from "./health.service";

/** Probes for a load balancer or an orchestrator: public, answered while draining, never cached. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { public: true } as const;

  app.get(
    "/health/live",
    {
      config,
      schema: {
        tags: ["status"],
        summary: "The process answers (liveness)",
        response: { 200: livenessDtoSchema },
      },
    },
    async (_request, reply) => {
      void reply.header("cache-control", "no-store");
      return { status: "ok" as const };
    },
  );

  app.get(
    "/health/ready",
    {
      config,
      schema: {
        tags: ["status"],
        summary:
          "The process can serve: database and Redis answer, migrations applied, not stopping",
        response: { 200: readinessDtoSchema, 503: readinessDtoSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.deps, { draining: app.isDraining() });
      return reply
        .header("cache-control", "no-store")
        .status(readiness.status === "ready" ? 200 : 503)
        .send(readiness);
    },
  );
};
