import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { SOCKET_UNAUTHORIZED } from "@scrims/shared/realtime";
import type { Config } from "@/config/env";
import { resolveSessionByToken } from "@/features/auth/auth.service";
import { renewPresence, trackPresence } from "@/features/presence/presence.service";
import type { Deps } from "@/lib/deps";
import { MemoryPresenceStore, RedisPresenceStore, type PresenceStore } from "@/lib/presence-store";
import type { Realtime } from "@/lib/realtime";
import { createLocalBus, createRedisBus, type InvalidationBus } from "@/lib/invalidation";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/request-id";
import { sessionRoom, userRoom } from "@/lib/rooms";
import {
  CLIENT_EVENT_LIMITS,
  ClientEventPipeline,
  type RegisterSocketHandlers,
} from "@/lib/socket-events";
import {
  MemoryTokenBuckets,
  RedisTokenBuckets,
  type TokenBucketSpec,
  type TokenBuckets,
} from "@/lib/token-bucket";

export type RealtimeServer = {
  io: Realtime;
  /**
   * Serves the client events the features declare (their `register<F>SocketHandlers`), each
   * through the one pipeline of lib/socket-events.ts. Called once, with the app's deps.
   */
  serve: (deps: Deps, features: RegisterSocketHandlers[]) => void;
  /** Tells every process that cached data went stale: over Redis when configured. */
  bus: InvalidationBus;
  /** Keyed token buckets for a per-user limit: in Redis when configured, else in memory. */
  buckets: (spec: TokenBucketSpec, name: string) => TokenBuckets;
  /** Who is online: in Redis when configured (sockets of every process), else in memory. */
  presence: PresenceStore;
  /** A PING over a Redis connection that never queues (fails at once while Redis is away). */
  pingRedis?: () => Promise<void>;
};

/**
 * Socket.IO's Redis adapter sends PUBLISH without waiting for the answer (every broadcast and
 * every cluster-wide disconnect). While Redis is away the command waits in ioredis's queue and
 * then fails with nobody listening: an unhandled rejection, which ends a Node process. Those
 * failures are logged instead; callers that await a publish still get the rejection.
 */
function logFailedPublishes(client: Redis, onError: (error: unknown) => void): Redis {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  client.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(onError);
    return sent;
  }) as Redis["publish"];
  return client;
}

/** How long a socket counts as online in Redis without its process adding it again. */
const PRESENCE_LEASE_MS = 90_000;

/**
 * Socket.IO on the app's own HTTP server at /socket.io. With REDIS_URL, the Redis adapter relays
 * every emit to the other processes, so a room spans all of them, and the per-user limit of
 * client events is counted in Redis, so it holds across processes.
 */
export async function createRealtime(
  app: FastifyInstance,
  config: Config,
  /** The Redis adapter's channel prefix (tests only; Socket.IO's default otherwise). */
  channel?: string,
): Promise<RealtimeServer> {
  const io: Realtime = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    // The web app is served from the same origin; no cross-origin sockets.
    cors: undefined,
  });

  // Socket.IO answers its own HTTP requests (polling, the websocket upgrade): they get an id too.
  io.engine.on("headers", (headers: Record<string, string>, req: IncomingMessage) => {
    headers[REQUEST_ID_HEADER] = requestIdOf(req);
  });

  const onBusError = (error: unknown) =>
    app.log.warn({ err: error }, "could not pass on a cache invalidation");
  let bus = createLocalBus(onBusError);
  let redis: Redis[] = [];
  let limitsClient: Redis | undefined;
  let userBuckets: TokenBuckets = new MemoryTokenBuckets(CLIENT_EVENT_LIMITS.perUser);
  let presence: PresenceStore = new MemoryPresenceStore();
  if (config.redisUrl) {
    // Loaded only with Redis configured: a single process starts faster without them.
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import("ioredis"),
      import("@socket.io/redis-adapter"),
    ]);
    const pub = logFailedPublishes(
      new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 }),
      (error) => app.log.warn({ err: error }, "redis publish failed"),
    );
    const sub = pub.duplicate();
    // Fails at once while Redis is away (no queue), so a client event is never held up by it.
    const limits = new Redis(config.redisUrl, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // The cache invalidations have a subscriber connection of their own.
    const busSub = pub.duplicate();
    redis = [pub, sub, limits, busSub];
    limitsClient = limits;
    for (const client of redis) {
      client.on("error", (error) => app.log.warn({ err: error }, "redis connection error"));
    }
    await Promise.all(redis.map((client) => client.connect()));
    io.adapter(createAdapter(pub, sub, channel ? { key: channel } : {}));
    presence = new RedisPresenceStore(pub, PRESENCE_LEASE_MS);
    bus = await createRedisBus(pub, busSub, onBusError);
    userBuckets = new RedisTokenBuckets(
      limits,
      CLIENT_EVENT_LIMITS.perUser,
      "scrims:socket-events:user:",
      (error) => app.log.warn({ err: error }, "socket rate limit: redis unavailable"),
    );
    app.log.info("socket.io uses the Redis adapter");
  }
  app.addHook("preClose", async () => {
    // Open websockets would keep the HTTP server from closing. This process's own only: with the
    // Redis adapter, `io.disconnectSockets` asks every process to close all of theirs, so one
    // process shutting down (a deploy, a restart) dropped every player's connection.
    io.local.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      io.engine.close();
      resolve();
    });
  });
  app.addHook("onClose", async () => {
    await Promise.all(redis.map((client) => client.quit().catch(() => client.disconnect())));
  });
  let renewal: NodeJS.Timeout | undefined;
  app.addHook("onClose", async () => clearInterval(renewal));
  return {
    io,
    presence,
    bus,
    pingRedis: limitsClient
      ? async () => {
          await limitsClient?.ping();
        }
      : undefined,
    buckets(spec, name) {
      if (!limitsClient) {
        return new MemoryTokenBuckets(spec);
      }
      return new RedisTokenBuckets(limitsClient, spec, `scrims:${name}:user:`, (error) =>
        app.log.warn({ err: error }, `${name} rate limit: redis unavailable`),
      );
    },
    serve(deps, features) {
      // Only registered players connect: the session token comes in the handshake (`auth: {token}`).
      io.use((socket, next) => {
        const token: unknown = socket.handshake.auth?.token;
        if (typeof token !== "string" || token.length === 0) {
          next(new Error(SOCKET_UNAUTHORIZED));
          return;
        }
        resolveSessionByToken(deps, token).then(
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
      const pipeline = new ClientEventPipeline(deps, userBuckets);
      pipeline.register(features);
      io.on("connection", (socket) => {
        pipeline.attach(socket);
        trackPresence(deps, socket);
      });
      if (presence.renewEveryMs !== null) {
        renewal = setInterval(() => void renewPresence(deps, io), presence.renewEveryMs);
        renewal.unref();
      }
    },
  };
}
