import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { UNSUBSCRIBED_PAGE_PATH, unsubscribeQuerySchema } from "@scrims/shared/mail/mail.schema";
import { errorResponses } from "@/lib/api-routes";
import { unsubscribe } from "./mail.service";

/** Unsubscribe requests a minute per address: enough for people, too few to try tokens. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

/**
 * The unsubscribe link of the reminder emails. No bearer: the signed token is the key. `POST` is
 * RFC 8058's one click (mail apps send `List-Unsubscribe=One-Click` as a form); `GET` is the
 * link in the email, which lands on a page saying reminders are off.
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
          "The unsubscribe link: turns reminder emails off, then shows the confirmation page",
        querystring: unsubscribeQuerySchema,
        response: { 303: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await unsubscribe(app.deps, request.query.token);
      return reply.redirect(UNSUBSCRIBED_PAGE_PATH, 303);
    },
  );
};
