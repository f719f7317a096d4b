import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { scrimListDtoSchema, userScrimsDtoSchema } from "@scrims/shared/scrims/scrims.schema";
import { userIdParamsSchema } from "@scrims/shared/users/users.schema";
import { commonErrors as errors } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { getPlayerRecord, listCreatedScrims } from "./record.service";

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
        summary: "The scrims a player created, newest first (private ones for members and admins)",
        params: userIdParamsSchema,
        response: { 200: scrimListDtoSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = userOf(request);
      const now = new Date();
      return (await listCreatedScrims(app.deps, viewer, request.params.id)).map((scrim) =>
        presentScrim(scrim, viewer, now),
      );
    },
  );

  app.get(
    "/users/:id/scrims",
    {
      schema: {
        tags: ["scrims", "users"],
        summary:
          "The scrims a player played or casted, newest first, with EXP, level, win rate and counts",
        params: userIdParamsSchema,
        response: { 200: userScrimsDtoSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = userOf(request);
      const now = new Date();
      const record = await getPlayerRecord(app.deps, viewer, request.params.id);
      return {
        scrims: record.scrims.map((scrim) => presentScrim(scrim, viewer, now)),
        stats: record.stats,
      };
    },
  );
};
