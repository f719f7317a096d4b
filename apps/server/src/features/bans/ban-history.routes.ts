import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  banHistoryDatesDtoSchema,
  banHistoryDatesQuerySchema,
  banHistoryNamesDtoSchema,
  banHistoryNamesQuerySchema,
  banHistoryPageDtoSchema,
  banHistoryQuerySchema,
} from "@scrims/shared/bans/ban-history.schema";
import { adminRoutes, errorResponses } from "@/lib/api-routes";
import { listBanHistory, listBanStartDays, searchBannedNames } from "./ban-history.service";

const errors = errorResponses(400, 401, 403);

/** Admin: the ban history, paged and filtered on the server, and its filters' options. */
export const banHistoryRoutes: FastifyPluginAsyncZod = adminRoutes(async (scope) => {
  scope.get(
    "/admin/all-bans-history",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Admin: one page of every ban given, by createdAt ascending, filtered by name, start day and status",
        querystring: banHistoryQuerySchema,
        response: { 200: banHistoryPageDtoSchema, ...errors },
      },
    },
    (request) => listBanHistory(scope.deps.db, request.query),
  );

  scope.get(
    "/admin/all-bans-history/names",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: banned players whose name contains q (the history's name autocomplete)",
        querystring: banHistoryNamesQuerySchema,
        response: { 200: banHistoryNamesDtoSchema, ...errors },
      },
    },
    async (request) => ({ names: await searchBannedNames(scope.deps.db, request.query.q) }),
  );

  scope.get(
    "/admin/all-bans-history/dates",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: the days bans start on in time zone tz, newest first (the date filter)",
        querystring: banHistoryDatesQuerySchema,
        response: { 200: banHistoryDatesDtoSchema, ...errors },
      },
    },
    async (request) => ({ dates: await listBanStartDays(scope.deps.db, request.query.tz) }),
  );
});
