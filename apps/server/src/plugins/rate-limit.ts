import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { Config } from "@/config/env";
import { AppError } from "@/lib/errors";

/**
 * Per-route limit of the sign-in routes (dev-login, exchange, register, OIDC), per client IP:
 * SIGNIN_RATE_LIMIT a minute (20 unless configured).
 */
export const SIGN_IN_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.deps.config.signinRateLimit,
  timeWindow: "1 minute",
} as const;

/**
 * Rate limits for the routes that ask for them (`config: { rateLimit }`); nothing is limited by
 * default. With REDIS_URL the counters live in Redis, so every process shares them. If Redis is
 * unreachable the request is let through rather than refused.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    let redis: Redis | undefined;
    if (config.redisUrl) {
      // Loaded only with Redis configured: a single process starts faster without it.
      const { Redis } = await import("ioredis");
      redis = new Redis(config.redisUrl, {
        lazyConnect: true,
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
      });
      redis.on("error", (error) => app.log.warn({ err: error }, "rate-limit redis error"));
      await redis.connect();
      const client = redis;
      app.addHook("onClose", async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: "scrims:rate-limit:" } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError("RATE_LIMITED", `Too many attempts. Please try again in ${context.after}.`),
    });
  },
  { name: "rate-limit" },
);
