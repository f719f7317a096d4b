import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import {
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@scrims/shared/realtime";
import type { Config } from "@/config/env";
import { resolveSessionByToken } from "@/features/auth/auth.service";
import type { Db } from "@/db/client";
import { sessionRoom, userRoom } from "@/lib/rooms";

/** Who a socket belongs to, settled at the handshake. */
export type SocketData = { userId: string; sessionId: string };

export type Realtime = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<never, never>,
  SocketData
>;
/** One connected client, as the feature handlers receive it. */
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<never, never>,
  SocketData
>;

/**
 * Socket.IO on the app's own HTTP server at /socket.io. With REDIS_URL, the Redis adapter relays
 * every emit to the other processes, so a room spans all of them.
 */
export async function createRealtime(
  app: FastifyInstance,
  config: Config,
  db: Db,
): Promise<Realtime> {
  const io: Realtime = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    // The web app is served from the same origin; no cross-origin sockets.
    cors: undefined,
  });

  // Only registered players connect: the session token comes in the handshake (`auth: {token}`).
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== "string" || token.length === 0) {
      next(new Error(SOCKET_UNAUTHORIZED));
      return;
    }
    resolveSessionByToken({ db }, token).then(
      (auth) => {
        if (!auth?.user) {
          next(new Error(SOCKET_UNAUTHORIZED));
          return;
        }
        socket.data = { userId: auth.user.id, sessionId: auth.sessionId };
        // Its user's and its session's rooms, to reach or end them later.
        void socket.join([userRoom(auth.user.id), sessionRoom(auth.sessionId)]);
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, "socket authentication failed");
        next(new Error("Something went wrong on our side. Please try again later."));
      },
    );
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
