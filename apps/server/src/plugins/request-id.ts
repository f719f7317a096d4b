import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { REQUEST_ID_HEADER, requestContext } from "@/lib/request-id";

function isErrorBody(payload: unknown): payload is Record<string, unknown> {
  return (
    typeof payload === "object" &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as Record<string, unknown>).error === "string" &&
    typeof (payload as Record<string, unknown>).code === "string"
  );
}

/**
 * Every response carries `x-request-id` (the proxy's sane id or a new one, see `genReqId` in
 * app.ts), every `{error, code}` body carries it as `requestId`, and everything the request logs,
 * through `request.log` or a service's `deps.log`, carries it too. Registered first, so that even
 * the requests other hooks refuse (draining, rate limits) are covered.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    // Callback style: the rest of the request runs inside `run`, so the context reaches it.
    app.addHook("onRequest", (request, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
      requestContext.run({ requestId: request.id }, done);
    });
    app.addHook("preSerialization", async (request, reply, payload) => {
      if (reply.statusCode >= 400 && isErrorBody(payload)) {
        return { ...payload, requestId: request.id };
      }
      return payload;
    });
  },
  { name: "request-id" },
);
