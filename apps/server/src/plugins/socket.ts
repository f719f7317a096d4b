import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "@scrims/shared/realtime";
import type { Config } from "@/config/env";

export type Realtime = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Socket.IO on the app's own HTTP server at /socket.io. With REDIS_URL, the Redis adapter relays
 * every emit to the other processes, so a room spans all of them.
 */
export async function createRealtime(app: FastifyInstance, config: Config): Promise<Realtime> {
  const io: Realtime = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    // The web app is served from the same origin; no cross-origin sockets.
    cors: undefined,
  });
  let redis: Redis[] = [];
  if (config.redisUrl) {
    const pub = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redis = [pub, sub];
    for (const client of redis) {
      client.on("error", (error) => app.log.warn({ err: error }, "redis connection error"));
    }
    await Promise.all(redis.map((client) => client.connect()));
    io.adapter(createAdapter(pub, sub));
    app.log.info("socket.io uses the Redis adapter");
  }
  app.addHook("preClose", async () => {
    // Open websockets would keep the HTTP server from closing.
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      io.engine.close();
      resolve();
    });
  });
  app.addHook("onClose", async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
  });
  return io;
}
