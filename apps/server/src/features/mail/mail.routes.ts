import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNSUBSCRIBED_PAGE_PATH, unsubscribeQuerySchema } from "@scrims/shared/mail/mail.schema";
import { errorResponses } from "@/lib/api-routes";
import { checkUnsubscribeToken, unsubscribe } from "./mail.service";

/** Unsubscribe requests a minute per address: enough for people, too few to try tokens. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

/**
 * The unsubscribe link of the reminder emails. No bearer: the signed token is the key. `POST` is
 * RFC 8058's one click (mail apps send `List-Unsubscribe=One-Click` as a form) and the page's
 * button; `GET` is the link in the email, which changes nothing (mail scanners and link previews
 * follow links) and lands on the page that asks, then posts.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 posts a form; its only field is fixed, so the body is read and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, undefined),
    );
  }

  app.post(
    "/email/unsubscribe",
    {
      config: { public: true, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ["email"],
        summary: "One-click unsubscribe (RFC 8058): turns reminder emails off",
        querystring: unsubscribeQuerySchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.deps, request.query.token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/email/unsubscribe",
    {
      config: { public: true, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ["email"],
        summary:
          "The unsubscribe link: changes nothing, and opens the page that asks and turns reminder emails off",
        querystring: unsubscribeQuerySchema,
        response: { 303: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await checkUnsubscribeToken(app.deps, request.query.token);
      const page = `${UNSUBSCRIBED_PAGE_PATH}?${new URLSearchParams({ token: request.query.token })}`;
      return reply.redirect(page, 303);
    },
  );
};
