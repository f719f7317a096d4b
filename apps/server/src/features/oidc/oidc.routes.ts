import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { text } from "@scrims/shared/common/text";
import { errorResponses } from "@/lib/api-routes";
import { SIGN_IN_RATE_LIMIT } from "@/plugins/rate-limit";
import { OIDC_STATE_COOKIE, readCookie, stateCookie } from "./oidc.rules";
import { callbackUrl, completeOidcSignIn, startOidcSignIn } from "./oidc.service";

const providerParamsSchema = z.object({ provider: z.enum(["google", "riot", "oidc"]) });

/** What the identity provider sends back (RFC 6749 §4.1.2); openid-client reads the URL itself. */
const callbackQuerySchema = z.looseObject({
  code: text().optional(),
  state: text().optional(),
  iss: text().optional(),
  error: text().optional(),
  error_description: text().optional(),
});

/** Browser-facing redirects of OpenID Connect sign-in (not called with fetch). */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/auth/oidc/:provider/start",
    {
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Redirects to the identity provider to sign in",
        params: providerParamsSchema,
        response: {
          302: z.null().describe("Redirect to the identity provider"),
          ...errorResponses(400, 404, 429, 503),
        },
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
      config: { public: true, rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Where the identity provider sends the browser back; redirects to /auth/complete",
        params: providerParamsSchema,
        querystring: callbackQuerySchema,
        response: {
          302: z.null().describe("Redirect to /auth/complete, with a one-time code or an error"),
          ...errorResponses(400, 404, 429, 503),
        },
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
