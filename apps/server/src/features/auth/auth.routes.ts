import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  authProvidersDtoSchema,
  authSessionDtoSchema,
  devLoginInputSchema,
  exchangeCodeInputSchema,
} from "@scrims/shared/auth/auth.schema";
import { errorResponses } from "@/lib/api-routes";
import { sessionOf } from "@/plugins/auth";
import { SIGN_IN_RATE_LIMIT } from "@/plugins/rate-limit";
import { withStanding } from "@/features/users/users.service";
import { listAuthProviders, presentAuthSession } from "./auth.presenter";
import { endSession, exchangeLoginCode, signInWithIdentity, verifySession } from "./auth.service";

/** Sign-in, session check and sign-out. Registration and account changes: account.routes.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/providers",
    {
      config: { public: true },
      schema: {
        tags: ["auth"],
        summary: "Sign-in methods this server offers",
        response: { 200: authProvidersDtoSchema },
      },
    },
    async () => listAuthProviders(app.deps.config),
  );

  // Local sign-in exists only where it is enabled: elsewhere the route is a plain 404.
  if (app.deps.config.localSignin) {
    app.post(
      "/auth/dev-login",
      {
        config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
        schema: {
          tags: ["auth"],
          summary: "Local sign-in with an email only (development and the embedded default)",
          body: devLoginInputSchema,
          response: { 200: authSessionDtoSchema, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        const { email } = request.body;
        const signedIn = await signInWithIdentity(app.deps, {
          provider: "local",
          subject: email,
          email,
        });
        return presentAuthSession(signedIn);
      },
    );
  }

  app.post(
    "/auth/exchange",
    {
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Trades the one-time code of an OpenID Connect sign-in for a session",
        body: exchangeCodeInputSchema,
        response: { 200: authSessionDtoSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => presentAuthSession(await exchangeLoginCode(app.deps, request.body.code)),
  );

  app.post(
    "/auth/verify",
    {
      config: { access: "session" },
      schema: {
        tags: ["auth"],
        summary: "Checks the session; answers the same token and the account (null before signup)",
        response: { 200: authSessionDtoSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const session = presentAuthSession(await verifySession(app.deps, sessionOf(request)));
      // The player's own ban (with its reason), for the banner of the app shell.
      return session.user
        ? {
            ...session,
            user: await withStanding(app.deps, session.user, {
              id: session.user._id,
              isAdmin: session.user.isAdmin,
            }),
          }
        : session;
    },
  );

  app.post(
    "/auth/logout",
    {
      config: { access: "session" },
      schema: {
        tags: ["auth"],
        summary: "Ends this session; its token is refused afterwards",
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await endSession(app.deps, sessionOf(request).sessionId);
      return reply.status(204).send(null);
    },
  );
};
