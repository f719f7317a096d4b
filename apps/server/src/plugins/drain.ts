import net from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * First step of a graceful stop: no new connections; every request that still arrives (on a
     * kept-alive connection) is answered 503 with `Connection: close`, and requests under way
     * finish with `Connection: close`. Resolves when those connections have closed, or after
     * `lingerMs`; `close()` then ends whatever is left.
     */
    drain(lingerMs: number): Promise<void>;
    /** Whether `drain` has begun (the readiness probe answers 503 from then on). */
    isDraining(): boolean;
  }
  interface FastifyContextConfig {
    /** Served as usual while draining (the health probes), not refused with a 503. */
    answersWhileDraining?: boolean;
  }
}

type Closable = { once: (event: "close", listener: () => void) => unknown };

export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let onIdle: (() => void) | undefined;
    // Connections that carried a request and are still open (kept alive or busy).
    const open = new Set<Closable>();

    app.addHook("onRequest", async (request, reply) => {
      const socket = request.raw.socket as unknown as Closable | undefined;
      // Only real connections (app.inject's stand-ins never close).
      if (app.server.listening && socket && !open.has(socket)) {
        open.add(socket);
        socket.once("close", () => {
          open.delete(socket);
          if (open.size === 0) {
            onIdle?.();
          }
        });
      }
      if (draining && !request.routeOptions.config.answersWhileDraining) {
        reply.header("connection", "close");
        return reply.status(503).send({
          error: "The server is shutting down. Please try again.",
          code: "SERVICE_UNAVAILABLE",
        });
      }
    });

    app.addHook("onSend", async (_request, reply) => {
      if (draining) {
        reply.header("connection", "close");
      }
    });

    app.decorate("isDraining", () => draining);
    app.decorate("drain", async (lingerMs: number) => {
      draining = true;
      if (app.server.listening) {
        // net's close, not http's: http would also drop idle kept-alive connections at once,
        // and a request a client is sending on one right then would be reset.
        net.Server.prototype.close.call(app.server);
      }
      if (open.size === 0) {
        return;
      }
      await new Promise<void>((resolve) => {
        onIdle = resolve;
        setTimeout(resolve, lingerMs).unref();
      });
    });
  },
  { name: "drain" },
);
