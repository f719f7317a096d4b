import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One log line per request, when it has been answered: "request completed" at info, with the
 * request (method, url, as `req` serialises it), the status and the time taken. Fastify's own
 * logging (turned off in app.ts) wrote a second line as each request came in; that one is kept
 * at debug, for following a request that never ends. Half the lines at info is half of the
 * request log's cost on the event loop under load.
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("onRequest", async (request) => {
      request.log.debug({ req: request }, "incoming request");
    });
    app.addHook("onResponse", async (request, reply) => {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
    });
  },
  { name: "request-log", dependencies: ["request-id"] },
);
