import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@scrims/shared/errors";
import { SIGN_IN_RATE_LIMIT } from "@/plugins/rate-limit";
import { OIDC_STATE_COOKIE, readCookie, stateCookie } from "./oidc.rules";
import { callbackUrl, completeOidcSignIn, startOidcSignIn } from "./oidc.service";

const providerParamsSchema = z.object({ provider: z.enum(["google", "riot", "oidc"]) });

/** Browser-facing redirects of OpenID Connect sign-in (not called with fetch). */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/oidc/:provider/start",
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Redirects to the identity provider to sign in",
        params: providerParamsSchema,
        response: { 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { url, state } = await startOidcSignIn(app.deps, request.params.provider);
      const cookie = stateCookie(callbackUrl(app.deps, request.params.provider), state);
      return reply.header("set-cookie", cookie).redirect(url);
    },
  );

  app.get(
    "/auth/oidc/:provider/callback",
    {
      config: { rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Where the identity provider sends the browser back; redirects to /auth/complete",
        params: providerParamsSchema,
        querystring: z.record(z.string(), z.string()),
        response: { 404: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const currentUrl = new URL(request.url, app.deps.config.publicUrl);
      const target = await completeOidcSignIn(
        app.deps,
        request.params.provider,
        currentUrl,
        readCookie(request.headers.cookie, OIDC_STATE_COOKIE),
        request.log,
      );
      const cleared = stateCookie(callbackUrl(app.deps, request.params.provider), "", 0);
      return reply.header("set-cookie", cleared).redirect(target);
    },
  );
};
