import type { Ack } from "@scrims/shared/common/ack";
import type { ClientToServerEvents } from "@scrims/shared/realtime";
import { z } from "zod";
import type { Deps } from "@/lib/deps";
import { assertNotBanned } from "@/features/bans/bans.service";
import { AppError } from "@/lib/errors";
import type { AppSocket } from "@/lib/realtime";
import { TokenBucket, type TokenBucketSpec, type TokenBuckets } from "@/lib/token-bucket";

type ClientEventName = keyof ClientToServerEvents;

/** Runs one validated client event; it authorizes like HTTP and throws AppError to refuse. */
type SocketEventHandler<T> = (input: T, socket: AppSocket) => Promise<void>;

/** Where a feature declares its client events: the only way a client event is registered. */
export interface SocketEvents {
  on<T>(event: ClientEventName, schema: z.ZodType<T>, handler: SocketEventHandler<T>): void;
}

/** What each feature exports as `register<Feature>SocketHandlers`; app.ts lists them. */
export type RegisterSocketHandlers = (deps: Deps, events: SocketEvents) => void;

/**
 * Client events a socket and a user may send: a burst, then a steady rate. The web app sends a
 * few joins and leaves per page; these leave room for several tabs and a reconnect's rejoins.
 */
export const CLIENT_EVENT_LIMITS = {
  perSocket: { capacity: 20, perSecond: 5 },
  perUser: { capacity: 30, perSecond: 5 },
  /** Refusals a socket may collect (refilling slowly) before it is disconnected. */
  strikes: { capacity: 20, perSecond: 1 },
} satisfies Record<string, TokenBucketSpec>;

const RATE_LIMITED_MESSAGE = "Too many requests. Please slow down and try again.";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again later.";

function refusal(error: unknown): Ack {
  if (error instanceof AppError) {
    return { ok: false, code: error.code, error: error.message };
  }
  if (error instanceof z.ZodError) {
    const message = error.issues[0]?.message ?? "Invalid input";
    return { ok: false, code: "VALIDATION_FAILED", error: message };
  }
  return { ok: false, code: "INTERNAL", error: INTERNAL_MESSAGE };
}

function replyOf(ack: unknown): (result: Ack) => void {
  return typeof ack === "function" ? (ack as (result: Ack) => void) : () => {};
}

type Registered = { schema: z.ZodType<unknown>; handler: SocketEventHandler<unknown> };

/**
 * The one path of every client event: the rate limit (per socket, and per user across
 * processes), then validation, then the feature's handler (which authorizes), and always an
 * acknowledgement `{ok: true}` or `{ok: false, code, error}` when the client asked for one.
 */
export class ClientEventPipeline {
  private readonly events = new Map<string, Registered>();

  constructor(
    private readonly deps: Deps,
    private readonly userBuckets: TokenBuckets,
  ) {}

  /** Lets each feature declare its events (once, when the app is built). */
  register(features: RegisterSocketHandlers[]): void {
    const events: SocketEvents = {
      on: (event, schema, handler) => {
        if (this.events.has(event)) {
          throw new Error(`socket event ${event} is registered twice`);
        }
        this.events.set(event, {
          schema: schema as z.ZodType<unknown>,
          handler: handler as SocketEventHandler<unknown>,
        });
      },
    };
    for (const registerFeature of features) {
      registerFeature(this.deps, events);
    }
  }

  /** Serves a newly connected socket. */
  attach(socket: AppSocket): void {
    const own = new TokenBucket(CLIENT_EVENT_LIMITS.perSocket);
    const strikes = new TokenBucket(CLIENT_EVENT_LIMITS.strikes);
    // Every packet, known event or not, spends a token before anything else runs.
    socket.use((packet, next) => {
      this.admit(socket, own).then(
        (admitted) => {
          if (admitted) {
            next();
            return;
          }
          replyOf(packet[packet.length - 1])({
            ok: false,
            code: "RATE_LIMITED",
            error: RATE_LIMITED_MESSAGE,
          });
          if (!strikes.take() && socket.connected) {
            this.deps.log.warn({ userId: socket.data.userId }, "socket kept flooding; closed");
            socket.disconnect(true);
          }
        },
        (error: unknown) => {
          this.deps.log.error({ err: error }, "socket rate limit failed");
          next();
        },
      );
    });
    for (const [event, registered] of this.events) {
      socket.on(event as ClientEventName, (payload: unknown, ack?: unknown) => {
        void this.run(socket, registered, payload, replyOf(ack));
      });
    }
  }

  private async admit(socket: AppSocket, own: TokenBucket): Promise<boolean> {
    return own.take() && this.userBuckets.take(socket.data.userId);
  }

  private async run(
    socket: AppSocket,
    { schema, handler }: Registered,
    payload: unknown,
    reply: (result: Ack) => void,
  ): Promise<void> {
    try {
      // Once for every client event: a banned player's socket is refused before any handler.
      await assertNotBanned(this.deps, socket.data.userId);
      const input = schema.parse(payload);
      await handler(input, socket);
      reply({ ok: true });
    } catch (error) {
      if (!(error instanceof AppError) && !(error instanceof z.ZodError)) {
        this.deps.log.error({ err: error }, "socket event failed");
      }
      reply(refusal(error));
    }
  }
}
