import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarLinkDtoSchema } from "@scrims/shared/calendar/calendar.schema";
import { scrimIdParamsSchema } from "@scrims/shared/scrims/scrims.schema";
import { commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import {
  getCalendarLink,
  readCalendarFeed,
  readScrimEvent,
  regenerateCalendarLink,
} from "./calendar.service";

const CALENDAR_TYPE = "text/calendar; charset=utf-8";

/** An iCalendar answer, documented as such (not JSON). */
const icsResponse = (description: string) => ({
  description,
  content: { "text/calendar": { schema: z.string().describe("iCalendar (RFC 5545)") } },
});

/** The private calendar feed of each player, and one scrim's event to add to a calendar. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/me/calendar",
    {
      schema: {
        tags: ["calendar"],
        summary: "The signed-in player's private calendar feed link (made on the first call)",
        response: { 200: calendarLinkDtoSchema, ...errors },
      },
    },
    async (request) => getCalendarLink(app.deps, userOf(request).id),
  );

  app.post(
    "/users/me/calendar/regenerate",
    {
      schema: {
        tags: ["calendar"],
        summary: "A new private calendar link; the old one answers 404 from now on",
        response: { 200: calendarLinkDtoSchema, ...errors },
      },
    },
    async (request) => regenerateCalendarLink(app.deps, userOf(request).id),
  );

  app.get(
    "/calendar/:secret.ics",
    {
      // No bearer: calendar apps hold only the link, and its secret is the key.
      config: { public: true },
      schema: {
        tags: ["calendar"],
        summary:
          "A player's calendar feed: their scrims from 30 days back, and cancelled ones of the last 7 days",
        params: z.object({ secret: z.string() }),
        response: { 200: icsResponse("The feed"), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const ics = await readCalendarFeed(app.deps, request.params.secret);
      return reply.type(CALENDAR_TYPE).header("cache-control", "private, no-cache").send(ics);
    },
  );

  app.get(
    "/scrims/:id/calendar.ics",
    {
      schema: {
        tags: ["calendar", "scrims"],
        summary: "One scrim's calendar event, to download",
        params: scrimIdParamsSchema,
        response: { 200: icsResponse("The event"), ...errors },
      },
    },
    async (request, reply) => {
      const ics = await readScrimEvent(app.deps, request.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header("content-disposition", `attachment; filename="scrim-${request.params.id}.ics"`)
        .send(ics);
    },
  );
};
