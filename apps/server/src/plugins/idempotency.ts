import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { apiErrorSchema } from "@scrims/shared/errors";
import { AppError } from "@/lib/errors";
import type { InTransaction } from "@/lib/transaction";
import {
  idempotencyRepository,
  type StoredAnswer,
} from "@/features/idempotency/idempotency.repository";
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

/** Answers with what is stored under the key, when this request is the one it was for. */
function replay(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer) {
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
    return replay(request, reply, stored);
  }
}

/**
 * A request that failed while another one with its key committed first lost a race to it: at
 * the key itself, or earlier at a lock or a unique index of what both create (a second friend
 * request is FRIEND_REQUEST_EXISTS). The winner's answer is the answer to both.
 */
async function answerOfWinner(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const claim = request.idempotency;
  if (!claim) {
    throw error;
  }
  const stored = await idempotencyRepository.findLive(
    request.server.deps.db,
    claim.userId,
    claim.key,
  );
  if (stored) {
    return replay(request, reply, stored);
  }
  if (error instanceof KeyTakenError) {
    throw new AppError("CONFLICT", "Another request with this Idempotency-Key did not finish.");
  }
  throw error;
}

/** The status a route answers on success: the 2xx of its response schemas (200 when none). */
function successStatus(request: FastifyRequest): number {
  const responses = Object.keys(request.routeOptions.schema?.response ?? {});
  const success = responses.map(Number).find((status) => status >= 200 && status < 300);
  return success ?? 200;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Documents and checks the header, answers repeats, and answers a race's loser as its winner. */
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
      return answerOfWinner(request, reply, error);
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
 * @param present turns the service's result into the response body (of the route's 2xx status)
 */
export function idempotencyRecorder<T>(
  request: FastifyRequest,
  present: (result: T) => unknown,
): InTransaction<T> | undefined {
  const claim = request.idempotency;
  if (!claim) {
    return undefined;
  }
  return async (tx, result) => {
    await idempotencyRepository.deleteExpired(tx, claim.userId);
    const stored = await idempotencyRepository.claim(tx, {
      ...claim,
      statusCode: successStatus(request),
      responseBody: present(result),
      expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS),
    });
    if (!stored) {
      throw new KeyTakenError(`Idempotency-Key ${claim.key} already answered`);
    }
  };
}
