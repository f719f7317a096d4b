import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { apiErrorSchema } from "@scrims/shared/errors";
import type { DbOrTx } from "@/db/client";
import { AppError } from "@/lib/errors";
import { idempotencyRepository } from "@/features/idempotency/idempotency.repository";
import { IDEMPOTENCY_TTL_MS, requestFingerprint } from "@/features/idempotency/idempotency.rules";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route creates something and honours an `Idempotency-Key` header: a repeat with the same
     * key from the same player is answered with the first answer. Its handler passes
     * `idempotencyRecorder(request, …)` into the service's transaction.
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key of this request on an idempotent route, once it is known to be new. */
    idempotency: { userId: string; key: string; fingerprint: string } | null;
  }
}

const HEADER = "idempotency-key";

/** Any visible ASCII, as the header's draft standard allows; a UUID is typical. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 visible ASCII characters")
  .describe(
    "Makes a retry safe: a repeat with the same key (yours, within 24 h) answers the first result without creating again; the same key with another body is a 422",
  );

/** Thrown inside the transaction when another request stored an answer under the key first. */
class KeyTakenError extends Error {}

async function replay(request: FastifyRequest, reply: FastifyReply, userId: string, key: string) {
  const stored = await idempotencyRepository.findLive(request.server.deps.db, userId, key);
  if (!stored) {
    throw new AppError("CONFLICT", "Another request with this Idempotency-Key did not finish.");
  }
  if (stored.fingerprint !== request.idempotency?.fingerprint) {
    throw new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      "This Idempotency-Key was already used for a different request.",
    );
  }
  return reply
    .status(stored.statusCode)
    .header("idempotent-replayed", "true")
    .send(stored.responseBody);
}

async function checkKey(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[HEADER];
  const userId = request.authResult?.user?.id;
  if (typeof key !== "string" || !userId) {
    return;
  }
  request.idempotency = {
    userId,
    key,
    fingerprint: requestFingerprint({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      body: request.body,
    }),
  };
  const stored = await idempotencyRepository.findLive(request.server.deps.db, userId, key);
  if (stored) {
    return replay(request, reply, userId, key);
  }
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Documents and checks the header, answers repeats, and replays the winner of a race. */
function makeIdempotent(route: RouteOptions): void {
  const schema = (route.schema ??= {});
  const headers = schema.headers as z.ZodObject | undefined;
  schema.headers = (headers ?? z.looseObject({})).extend({
    [HEADER]: idempotencyKeySchema.optional(),
  });
  schema.response = {
    ...(schema.response as object),
    409: apiErrorSchema,
    422: apiErrorSchema,
  };
  route.preHandler = [...asArray(route.preHandler), checkKey];
  const handler = route.handler;
  route.handler = async function idempotentHandler(request, reply) {
    try {
      return await handler.call(this, request, reply);
    } catch (error) {
      const claim = request.idempotency;
      if (error instanceof KeyTakenError && claim) {
        return replay(request, reply, claim.userId, claim.key);
      }
      throw error;
    }
  };
}

/** The `config: { idempotent: true }` route option. Register before the routes. */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("idempotency", null);
    app.addHook("onRoute", (route) => {
      if (route.config?.idempotent) {
        makeIdempotent(route);
      }
    });
  },
  { name: "idempotency" },
);

/**
 * For the service's transaction of an idempotent route: stores the answer under the request's
 * key (when it has one) next to the creation, so both commit or neither. When another request
 * stored an answer under the key first, the transaction rolls back and the route replays that
 * answer instead.
 *
 * @param present turns the service's result into the response body (the route's 200)
 */
export function idempotencyRecorder<T>(
  request: FastifyRequest,
  present: (result: T) => unknown,
): ((tx: DbOrTx, result: T) => Promise<void>) | undefined {
  const claim = request.idempotency;
  if (!claim) {
    return undefined;
  }
  return async (tx, result) => {
    await idempotencyRepository.deleteExpired(tx, claim.userId);
    const stored = await idempotencyRepository.claim(tx, {
      ...claim,
      statusCode: 200,
      responseBody: present(result),
      expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
    });
    if (!stored) {
      throw new KeyTakenError(`Idempotency-Key ${claim.key} already answered`);
    }
  };
}
