import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityDtoSchema, activityQuerySchema } from "@scrims/shared/scrims/activity.schema";
import {
  createdScrimsDtoSchema,
  createdScrimsQuerySchema,
  participatedScrimsQuerySchema,
  userScrimsDtoSchema,
} from "@scrims/shared/scrims/scrims.schema";
import { userIdParamsSchema } from "@scrims/shared/users/users.schema";
import { commonErrors as errors } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrims } from "../scrims.presenter";
import { getActivity, getPlayerRecord, listCreatedScrims } from "./record.service";

/**
 * A player's scrims for the profile page. Two segments after /users, so they never collide with
 * `GET /api/users/:name` (one segment) whatever the registration order.
 */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users/:id/created-scrims",
    {
      schema: {
        tags: ["scrims", "users"],
        summary:
          "A page of the scrims a player created, by start (private ones for members and admins)",
        params: userIdParamsSchema,
        querystring: createdScrimsQuerySchema,
        response: { 200: createdScrimsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = userOf(request);
      const { scrims, page } = await listCreatedScrims(
        app.deps,
        viewer,
        request.params.id,
        request.query,
      );
      return { scrims: presentScrims(scrims, viewer), page };
    },
  );

  app.get(
    "/users/:id/scrims",
    {
      schema: {
        tags: ["scrims", "users"],
        summary:
          "A page of the scrims a player played or casted, by start, with EXP, level, win rate and counts",
        params: userIdParamsSchema,
        querystring: participatedScrimsQuerySchema,
        response: { 200: userScrimsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = userOf(request);
      const record = await getPlayerRecord(app.deps, viewer, request.params.id, request.query);
      return {
        scrims: presentScrims(record.scrims, viewer),
        stats: record.stats,
        page: record.page,
      };
    },
  );

  app.get(
    "/users/:id/activity",
    {
      schema: {
        tags: ["scrims", "users"],
        summary:
          "A player's games by month in the viewer's time zone (the profile's activity chart; private scrims only for their members and admins)",
        params: userIdParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityDtoSchema, ...errors },
      },
    },
    async (request) => getActivity(app.deps, userOf(request), request.params.id, request.query),
  );
};
