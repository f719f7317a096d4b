import net from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * First step of a graceful stop: no new connections. The process still works until `close()`,
     * so a request that arrives on a connection it already holds (kept alive, or accepted just
     * before the listener closed) is served as usual; every answer from then on carries
     * `Connection: close`, so each connection takes at most one more request. Refusing such a
     * request instead would lose it: a proxy never sends a POST it has sent once to another
     * process. Resolves when those connections have closed, or after `lingerMs`; `close()` then
     * ends whatever is left.
     */
    drain(lingerMs: number): Promise<void>;
    /** Whether `drain` has begun (the readiness probe answers 503 from then on). */
    isDraining(): boolean;
  }
}

type Closable = { once: (event: "close", listener: () => void) => unknown };

export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    let onIdle: (() => void) | undefined;
    // Connections that carried a request and are still open (kept alive or busy).
    const open = new Set<Closable>();

    app.addHook("onRequest", async (request) => {
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
