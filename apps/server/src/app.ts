import type { Agent } from "node:https";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "@/config/env";
import { openDatabase, type Database } from "@/db/client";
import { denyByDefault } from "@/lib/api-routes";
import type { Deps } from "@/lib/deps";
import { loggerOptions } from "@/lib/logger";
import { createMetrics, noMetrics } from "@/lib/metrics";
import { requestIdOf } from "@/lib/request-id";
import { createScheduler, jobsCleanupJob, type JobHandler, type Scheduler } from "@/lib/scheduler";
import type { RegisterSocketHandlers } from "@/lib/socket-events";
import { authPlugin } from "@/plugins/auth";
import { docsPlugin } from "@/plugins/docs";
import { drainPlugin } from "@/plugins/drain";
import { errorHandlerPlugin, handleFrameworkError } from "@/plugins/error-handler";
import { idempotencyPlugin } from "@/plugins/idempotency";
import { DEFAULT_BODY_LIMIT_BYTES, jsonBodyPlugin } from "@/plugins/json-body";
import { metricsPlugin } from "@/plugins/metrics";
import { rateLimitPlugin } from "@/plugins/rate-limit";
import { requestIdPlugin } from "@/plugins/request-id";
import { requestLogPlugin } from "@/plugins/request-log";
import { securityPlugin } from "@/plugins/security";
import { createRealtime } from "@/plugins/socket";
import { uploadsPlugin } from "@/plugins/uploads";
import { webAppPlugin } from "@/plugins/web-app";
import { compressPlugin } from "@/plugins/compress";
import { createStorage } from "@/lib/storage";
import { accountRoutes } from "@/features/auth/account.routes";
import { authRoutes } from "@/features/auth/auth.routes";
import { healthRoutes } from "@/features/health/health.routes";
import { serverStatusRoutes } from "@/features/server-status/server-status.routes";
import { siteRoutes } from "@/features/site/site.routes";
import { puuidBackfillJob, resolvePuuidJob } from "@/features/riot/riot.jobs";
import { usersRoutes } from "@/features/users/users.routes";
import { oidcRoutes } from "@/features/oidc/oidc.routes";
import {
  scrimStartJob,
  scrimStartTimedJob,
  timedJobSubscribers,
  type ScrimTimedJob,
} from "@/features/scrims/scrims.jobs";
import { scrimBroadcastSubscribers } from "@/features/scrims/scrims.events";
import { checkInOpenJob, checkInOpenTimedJob } from "@/features/scrims/check-in/check-in.jobs";
import { checkInSubscribers } from "@/features/scrims/check-in/check-in.events";
import { lobbySubscribers } from "@/features/scrims/lobby/lobby.events";
import { waitlistSubscribers } from "@/features/scrims/waitlist/waitlist.events";
import { tournamentSubscribers } from "@/features/scrims/tournament/tournament.events";
import { discordSubscribers } from "@/features/discord/discord.events";
import { friendsSubscribers } from "@/features/friends/friends.events";
import { notificationsSubscribers } from "@/features/notifications/notifications.events";
import { chatSubscribers } from "@/features/chat/chat.events";
import { calendarSubscribers } from "@/features/calendar/calendar.events";
import type { Subscriber } from "@/lib/subscribers";
import { DomainEvents } from "@/lib/event-bus";
import { checkInRoutes } from "@/features/scrims/check-in/check-in.routes";
import { banExpiryJob, banStartJob } from "@/features/bans/bans.jobs";
import { calendarCleanupJob } from "@/features/calendar/calendar.jobs";
import { bansRoutes } from "@/features/bans/bans.routes";
import { dashboardRoutes } from "@/features/dashboard/dashboard.routes";
import { registerScrimSocketHandlers } from "@/features/scrims/scrims.socket";
import { lobbyRoutes } from "@/features/scrims/lobby/lobby.routes";
import { balanceRoutes } from "@/features/scrims/balance/balance.routes";
import { waitlistRoutes } from "@/features/scrims/waitlist/waitlist.routes";
import { recordRoutes } from "@/features/scrims/record/record.routes";
import { scrimsRoutes } from "@/features/scrims/scrims.routes";
import { HubListCache } from "@/features/scrims/hub/hub-list.cache";
import { SessionCache } from "@/features/auth/session.cache";
import { createRiotClient } from "@/features/riot/riot.client";
import { riotRoutes } from "@/features/riot/riot.routes";
import { postGameImageRoutes } from "@/features/scrims/image/image.routes";
import { calendarRoutes } from "@/features/calendar/calendar.routes";
import { chatRoutes } from "@/features/chat/chat.routes";
import { pushRoutes } from "@/features/push/push.routes";
import { scrimReminderJob, scrimReminderTimedJob } from "@/features/push/push.jobs";
import { pushAgentFor } from "@/features/push/push.client";
import { reportsRoutes } from "@/features/reports/reports.routes";
import { mailRoutes } from "@/features/mail/mail.routes";
import { createMailer } from "@/features/mail/mail.client";
import {
  emailReminderJob,
  emailReminderTimedJobs,
  emailRemindersJob,
} from "@/features/mail/mail.jobs";
import { discordRoutes } from "@/features/discord/discord.routes";
import { discordAnnounceJob } from "@/features/discord/discord.jobs";
import { createDiscordClient } from "@/features/discord/discord.client";
import { registerChatSocketHandlers } from "@/features/chat/chat.socket";
import { friendsRoutes } from "@/features/friends/friends.routes";
import { notificationsRoutes } from "@/features/notifications/notifications.routes";
import { registerPresenceSocketHandlers } from "@/features/presence/presence.socket";
import { MESSAGE_RATE } from "@scrims/shared/chat/chat.constants";
import { BackgroundWork } from "@/lib/background";
import { FRIEND_REQUEST_RATE } from "@scrims/shared/friends/friends.schema";
import {
  tournamentCodeJob,
  tournamentResultJob,
} from "@/features/scrims/tournament/tournament.jobs";
import { tournamentRoutes } from "@/features/scrims/tournament/tournament.routes";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
    /** This process's poller of due background jobs (running unless SCHEDULER=off). */
    scheduler: Scheduler;
  }
}

export type App = FastifyInstance;

/**
 * Every feature's client events (each served through the one pipeline of lib/socket-events);
 * exported so tests can walk every event.
 */
export const SOCKET_HANDLERS: RegisterSocketHandlers[] = [
  registerScrimSocketHandlers,
  registerChatSocketHandlers,
  registerPresenceSocketHandlers,
];

/** Every feature's background jobs, by kind (`<feature>.jobs.ts`), run by lib/scheduler. */
const JOB_HANDLERS: JobHandler[] = [
  resolvePuuidJob,
  puuidBackfillJob,
  scrimStartJob,
  checkInOpenJob,
  tournamentCodeJob,
  tournamentResultJob,
  banExpiryJob,
  banStartJob,
  calendarCleanupJob,
  jobsCleanupJob,
  emailRemindersJob,
  emailReminderJob,
  discordAnnounceJob,
  scrimReminderJob,
];

/**
 * Every job a scrim has because of its times, declared once each (when it runs for a scrim):
 * creating, editing and deleting a scrim schedule, move and drop them all (scrims.jobs.ts).
 */
const SCRIM_TIMED_JOBS: ScrimTimedJob[] = [
  scrimStartTimedJob,
  checkInOpenTimedJob,
  scrimReminderTimedJob,
  ...emailReminderTimedJobs,
];

/**
 * What each domain event sets off (lib/domain-events.ts): every feature's subscribers, in the
 * order they run. In-transaction ones write with the change; after-commit ones tell the world.
 * The waitlist comes before the lobby (a deleted account waits for no seat it frees), check-in
 * before the tournament (the code is for the ten who remain after the no-show sweep), the lobby
 * before the calendar (freed seats record their cancellations before the feed goes).
 */
export const EVENT_SUBSCRIBERS: Subscriber[] = [
  ...timedJobSubscribers(SCRIM_TIMED_JOBS),
  ...waitlistSubscribers,
  ...lobbySubscribers,
  ...checkInSubscribers,
  ...tournamentSubscribers,
  ...discordSubscribers,
  ...friendsSubscribers,
  ...notificationsSubscribers,
  ...chatSubscribers,
  ...calendarSubscribers,
  ...scrimBroadcastSubscribers,
];

/** Fastify's types know no hop count: N proxies means trusting the N nearest hops. */
function trustProxyOption(trust: Config["trustProxy"]) {
  if (typeof trust === "number") {
    return (_address: string, hop: number) => hop < trust;
  }
  return trust;
}

export type BuildAppOptions = {
  /** Where the JSON log lines go instead of stdout (tests read them back). */
  logStream?: DestinationStream;
  /** The domain events' subscribers instead of EVENT_SUBSCRIBERS (tests of the events themselves). */
  subscribers?: Subscriber[];
  /** The job handlers instead of the features' own (tests of the scheduler itself). */
  jobHandlers?: JobHandler[];
  /**
   * The Socket.IO Redis adapter's channel prefix (`socket.io` by default): tests that count
   * sockets across processes give theirs one of their own, apart from other runs on that Redis.
   */
  socketChannel?: string;
  /** The database, already being opened (the server starts that while this module loads). */
  database?: Promise<Database>;
  /** The TLS agent for push services (tests trust their local push service with it). */
  pushAgent?: Agent;
};

/**
 * Builds the whole server (database, sockets, API, web app) without listening, so tests use the
 * same app through `inject()`. Order: compilers → infrastructure plugins → features.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client (X-Forwarded-For): rate limits key on it.
    trustProxy: trustProxyOption(config.trustProxy),
    forceCloseConnections: "idle",
    frameworkErrors: handleFrameworkError,
    // x-request-id: a sane one from the proxy in front, else a new UUID (lib/request-id.ts).
    genReqId: requestIdOf,
    // One line per answered request instead of two (plugins/request-log.ts).
    logController: new LogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: true,
    }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(drainPlugin);
  await app.register(jsonBodyPlugin);

  const database = await (options.database ?? openDatabase(config));
  app.addHook("onClose", async () => {
    await database.close();
  });
  app.log.info({ database: database.kind }, "database ready");
  if (config.localSignin) {
    app.log.warn(
      { publicUrl: config.publicUrl },
      "local sign-in is on: anyone who reaches this server can sign in as any email, admins included",
    );
  }

  try {
    const realtime = await createRealtime(app, config, options.socketChannel);
    const metrics = config.metricsToken
      ? await createMetrics({
          socketConnections: () => realtime.io.engine.clientsCount,
          databasePool: database.poolStats,
        })
      : noMetrics;
    const riot = createRiotClient({
      onCall: metrics.riotCall,
      apiKey: config.riot.apiKey,
      baseUrl: config.riot.baseUrl,
      tournamentStub: config.riot.tournamentStub,
      ddragonBaseUrl: config.riot.ddragonBaseUrl,
      timeoutMs: config.riot.timeoutMs,
    });
    const storage = await createStorage(config);
    app.addHook("onClose", () => storage.close());
    const mailer = createMailer(config.mail, app.log);
    app.addHook("onClose", async () => mailer.close());
    const deps: Deps = {
      config,
      db: database.db,
      realtime: realtime.io,
      log: app.log,
      riot,
      storage,
      mailer,
      discord: createDiscordClient(),
      hubList: new HubListCache(database.db, realtime.bus),
      sessions: new SessionCache(database.db, realtime.bus),
      limits: {
        messages: realtime.buckets(MESSAGE_RATE, "messages"),
        friendRequests: realtime.buckets(FRIEND_REQUEST_RATE, "friend-requests"),
      },
      presence: realtime.presence,
      pingRedis: realtime.pingRedis,
      metrics,
      pushAgent: pushAgentFor(config, options.pushAgent),
      background: new BackgroundWork(app.log),
      events: new DomainEvents(options.subscribers ?? EVENT_SUBSCRIBERS, () => deps),
    };
    app.decorate("deps", deps);
    realtime.serve(deps, SOCKET_HANDLERS);

    const scheduler = createScheduler(deps, options.jobHandlers ?? JOB_HANDLERS, {
      intervalMs: config.scheduler.intervalMs,
    });
    app.decorate("scheduler", scheduler);
    // Before the database closes: no new claims, and the jobs under way finish.
    app.addHook("preClose", async () => {
      await scheduler.stop();
    });
    // Then the pushes under way finish (each is bounded by its timeout), jobs' ones included.
    app.addHook("preClose", () => deps.background.idle());

    await app.register(metricsPlugin, { metrics, token: config.metricsToken });
    await app.register(securityPlugin, { config, realtime: realtime.io });
    await app.register(compressPlugin);
    await app.register(docsPlugin, { serve: config.apiDocs });
    await app.register(rateLimitPlugin, { config });
    await app.register(authPlugin);
    await app.register(idempotencyPlugin);

    await app.register(
      async (api) => {
        // Every route below needs a registered player unless it says otherwise (api-routes.ts).
        denyByDefault(api);
        await api.register(serverStatusRoutes);
        await api.register(healthRoutes);
        await api.register(siteRoutes);
        await api.register(authRoutes);
        await api.register(accountRoutes);
        await api.register(usersRoutes);
        await api.register(bansRoutes);
        await api.register(dashboardRoutes);
        await api.register(oidcRoutes);
        await api.register(scrimsRoutes);
        await api.register(lobbyRoutes);
        await api.register(balanceRoutes);
        await api.register(waitlistRoutes);
        await api.register(checkInRoutes);
        await api.register(recordRoutes);
        await api.register(riotRoutes);
        await api.register(postGameImageRoutes);
        await api.register(friendsRoutes);
        await api.register(notificationsRoutes);
        await api.register(chatRoutes);
        await api.register(tournamentRoutes);
        await api.register(calendarRoutes);
        await api.register(reportsRoutes);
        await api.register(mailRoutes);
        await api.register(discordRoutes);
        await api.register(pushRoutes);
      },
      { prefix: "/api" },
    );

    await app.register(uploadsPlugin, { storage });
    await app.register(webAppPlugin, { distDir: config.webDistDir });
    await app.ready();
    if (config.scheduler.enabled) {
      scheduler.start();
    }
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
