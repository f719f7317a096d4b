import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  activityListDtoSchema,
  dashboardStatsDtoSchema,
  systemStatusDtoSchema,
} from "@scrims/shared/dashboard/dashboard.schema";
import { adminRoutes, commonErrors as errors } from "@/lib/api-routes";
import { getDashboardStats, getRecentActivity, getSystemStatus } from "./dashboard.service";

/** The admin dashboard's three reads, which its page loads in parallel. */
export const dashboardRoutes: FastifyPluginAsyncZod = adminRoutes(async (scope) => {
  scope.get(
    "/admin/dashboard/stats",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: usage figures (users, scrims, bans, registrations, regions, ranks)",
        response: { 200: dashboardStatsDtoSchema, ...errors },
      },
    },
    async () => getDashboardStats(scope.deps),
  );

  scope.get(
    "/admin/dashboard/activity",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: the latest scrims created, players registered and bans given or lifted",
        response: { 200: activityListDtoSchema, ...errors },
      },
    },
    async () => getRecentActivity(scope.deps),
  );

  scope.get(
    "/admin/dashboard/system-status",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: database latency, open sockets, Riot API and mail status",
        response: { 200: systemStatusDtoSchema, ...errors },
      },
    },
    async () => getSystemStatus(scope.deps),
  );
});
