import Fastify, { type FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "@/config/env";
import { openDatabase } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { loggerOptions } from "@/lib/logger";
import type { RegisterSocketHandlers } from "@/lib/socket-events";
import { authPlugin } from "@/plugins/auth";
import { docsPlugin } from "@/plugins/docs";
import { drainPlugin } from "@/plugins/drain";
import { errorHandlerPlugin } from "@/plugins/error-handler";
import { idempotencyPlugin } from "@/plugins/idempotency";
import { rateLimitPlugin } from "@/plugins/rate-limit";
import { securityPlugin } from "@/plugins/security";
import { createRealtime } from "@/plugins/socket";
import { uploadsPlugin } from "@/plugins/uploads";
import { webAppPlugin } from "@/plugins/web-app";
import { createStorage } from "@/lib/storage";
import { accountRoutes } from "@/features/auth/account.routes";
import { authRoutes } from "@/features/auth/auth.routes";
import { serverStatusRoutes } from "@/features/server-status/server-status.routes";
import { usersRoutes } from "@/features/users/users.routes";
import { oidcRoutes } from "@/features/oidc/oidc.routes";
import { registerScrimSocketHandlers } from "@/features/scrims/scrims.socket";
import { lobbyRoutes } from "@/features/scrims/lobby/lobby.routes";
import { recordRoutes } from "@/features/scrims/record/record.routes";
import { scrimsRoutes } from "@/features/scrims/scrims.routes";
import { riotRoutes } from "@/features/riot/riot.routes";
import { postGameImageRoutes } from "@/features/scrims/image/image.routes";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type App = FastifyInstance;

/** Every feature's client events (each served through the one pipeline of lib/socket-events). */
const SOCKET_HANDLERS: RegisterSocketHandlers[] = [registerScrimSocketHandlers];

/** Largest JSON body the API accepts (post-game images arrive base64-encoded, about 2 MB). */
const BODY_LIMIT_BYTES = 3 * 1024 * 1024;

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
};

/**
 * Builds the whole server (database, sockets, API, web app) without listening, so tests use the
 * same app through `inject()`. Order: compilers → infrastructure plugins → features.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // Only the configured proxies may name the client (X-Forwarded-For): rate limits key on it.
    trustProxy: trustProxyOption(config.trustProxy),
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(drainPlugin);

  const database = await openDatabase(config);
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
    const realtime = await createRealtime(app, config, database.db);
    const storage = await createStorage(config);
    app.addHook("onClose", () => storage.close());
    const deps: Deps = { config, db: database.db, realtime: realtime.io, log: app.log, storage };
    app.decorate("deps", deps);
    realtime.serve(deps, SOCKET_HANDLERS);

    await app.register(securityPlugin, { config });
    await app.register(docsPlugin, { serve: config.apiDocs });
    await app.register(rateLimitPlugin, { config });
    await app.register(authPlugin);
    await app.register(idempotencyPlugin);

    await app.register(
      async (api) => {
        await api.register(serverStatusRoutes);
        await api.register(authRoutes);
        await api.register(accountRoutes);
        await api.register(usersRoutes);
        await api.register(oidcRoutes);
        await api.register(scrimsRoutes);
        await api.register(lobbyRoutes);
        await api.register(recordRoutes);
        await api.register(riotRoutes);
        await api.register(postGameImageRoutes);
      },
      { prefix: "/api" },
    );

    await app.register(uploadsPlugin, { storage });
    await app.register(webAppPlugin, { distDir: config.webDistDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
