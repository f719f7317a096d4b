import { z } from "zod";

/** `GET /api/health/live`: the process answers (for a liveness probe). */
export const livenessDtoSchema = z.object({ status: z.literal("ok") });

/** One dependency of readiness: `skipped` when it is not configured (Redis without REDIS_URL). */
const readinessCheckSchema = z.object({
  status: z.enum(["ok", "fail", "skipped"]),
  /** Round trip in milliseconds, for the checks that make one. */
  latencyMs: z.number().optional(),
  /** What failed, in words (no connection strings). */
  error: z.string().optional(),
});
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * `GET /api/health/ready`: 200 with `status: "ready"` when every check passes, else 503 with
 * `status: "unavailable"` and the checks that failed (for a load balancer or an orchestrator).
 */
export const readinessDtoSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  checks: z.object({
    /** The database answers a query. */
    database: readinessCheckSchema,
    /** Redis answers a PING (when configured). */
    redis: readinessCheckSchema,
    /** Every migration this build ships is recorded in the database. */
    migrations: readinessCheckSchema,
    /** `fail` once the process has begun shutting down (SIGTERM). */
    shutdown: readinessCheckSchema,
  }),
});
export type ReadinessDto = z.infer<typeof readinessDtoSchema>;
