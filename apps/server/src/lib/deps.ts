import type { Agent } from "node:https";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "@/config/env";
import type { Db } from "@/db/client";
import type { RiotClient } from "@/features/riot/riot.client";
import type { PresenceStore } from "@/lib/presence-store";
import type { SessionCache } from "@/features/auth/session.cache";
import type { HubListCache } from "@/features/scrims/hub/hub-list.cache";
import type { Realtime } from "@/lib/realtime";
import type { Metrics } from "@/lib/metrics";
import type { Storage } from "@/lib/storage";
import type { Mailer } from "@/features/mail/mail.client";
import type { DiscordClient } from "@/features/discord/discord.client";
import type { SocialLimits } from "@/lib/token-bucket";
import type { BackgroundWork } from "@/lib/background";
import type { DomainEvents } from "@/lib/event-bus";

/** What services need, built once in app.ts and decorated onto the app as `app.deps`. */
export type Deps = {
  config: Config;
  db: Db;
  realtime: Realtime;
  /** The one Riot client of this process (it keeps Riot's rate limits): routes and jobs share it. */
  riot: RiotClient;
  /** Where post-game images are kept: local files or an S3-compatible bucket. */
  storage: Storage;
  /** Outgoing mail: SMTP when configured, else the log. */
  mailer: Mailer;
  /** Posts to Discord webhooks, keeping Discord's rate limits (per process). */
  discord: DiscordClient;
  /** Per-user limits of messages and friend requests. */
  limits: SocialLimits;
  /** Who is online: each user's connected sockets, on every process (Redis when configured). */
  presence: PresenceStore;
  /** The hub lists kept in memory, dropped on every committed change in any process. */
  hubList: HubListCache;
  /** A PING to Redis when REDIS_URL is set (the readiness probe); absent without Redis. */
  pingRedis?: () => Promise<void>;
  /** Prometheus metrics (no-ops unless METRICS_TOKEN is set). */
  metrics: Metrics;
  /** Sessions, accounts and open bans kept in memory, dropped on every committed change in any process. */
  sessions: SessionCache;
  /**
   * The TLS agent for push services: in production one that connects to public addresses only;
   * tests trust their local push service with it; Node's default otherwise.
   */
  pushAgent?: Agent;
  /** Work started after a commit that the request does not wait for (pushes); awaited at close. */
  background: BackgroundWork;
  /** What each domain event sets off: the subscribers app.ts lists (lib/domain-events.ts). */
  events: DomainEvents;
  /** For work that outlives a request (broadcasts after commit, the scheduler). */
  log: FastifyBaseLogger;
};
