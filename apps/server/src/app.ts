import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "@/config/env";
import { openDatabase } from "@/db/client";
import { denyByDefault } from "@/lib/api-routes";
import type { Deps } from "@/lib/deps";
import { loggerOptions } from "@/lib/logger";
import { authPlugin } from "@/plugins/auth";
import { docsPlugin } from "@/plugins/docs";
import { errorHandlerPlugin, handleFrameworkError } from "@/plugins/error-handler";
import { DEFAULT_BODY_LIMIT_BYTES, jsonBodyPlugin } from "@/plugins/json-body";
import { rateLimitPlugin } from "@/plugins/rate-limit";
import { securityPlugin } from "@/plugins/security";
import { createRealtime } from "@/plugins/socket";
import { webAppPlugin } from "@/plugins/web-app";
import { accountRoutes } from "@/features/auth/account.routes";
import { authRoutes } from "@/features/auth/auth.routes";
import { serverStatusRoutes } from "@/features/server-status/server-status.routes";
import { usersRoutes } from "@/features/users/users.routes";
import { oidcRoutes } from "@/features/oidc/oidc.routes";
import { registerScrimSocketHandlers } from "@/features/scrims/scrims.socket";
import { lobbyRoutes } from "@/features/scrims/lobby/lobby.routes";
import { recordRoutes } from "@/features/scrims/record/record.routes";
import { scrimsRoutes } from "@/features/scrims/scrims.routes";

declare module "fastify" {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type App = FastifyInstance;

/**
 * Builds the whole server (database, sockets, API, web app) without listening, so tests use the
 * same app through `inject()`. Order: compilers → infrastructure plugins → features.
 */
export async function buildApp(config: Config): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    trustProxy: config.nodeEnv === "production",
    forceCloseConnections: "idle",
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);

  const database = await openDatabase(config);
  app.addHook("onClose", async () => {
    await database.close();
  });
  app.log.info({ database: database.kind }, "database ready");

  try {
    const realtime = await createRealtime(app, config, database.db);
    const deps: Deps = { config, db: database.db, realtime, log: app.log };
    app.decorate("deps", deps);
    realtime.on("connection", (socket) => registerScrimSocketHandlers(deps, socket));

    await app.register(securityPlugin, { config });
    await app.register(docsPlugin);
    await app.register(rateLimitPlugin, { config });
    await app.register(authPlugin);

    await app.register(
      async (api) => {
        // Every route below needs a registered player unless it says otherwise (api-routes.ts).
        denyByDefault(api);
        await api.register(serverStatusRoutes);
        await api.register(authRoutes);
        await api.register(accountRoutes);
        await api.register(usersRoutes);
        await api.register(oidcRoutes);
        await api.register(scrimsRoutes);
        await api.register(lobbyRoutes);
        await api.register(recordRoutes);
      },
      { prefix: "/api" },
    );

    await app.register(webAppPlugin, { distDir: config.webDistDir });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
