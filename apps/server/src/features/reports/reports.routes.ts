import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { banInputSchema } from "@scrims/shared/bans/bans.schema";
import {
  createReportDtoSchema,
  createReportInputSchema,
  listReportsQuerySchema,
  reportCheckDtoSchema,
  reportCheckParamsSchema,
  reportIdParamsSchema,
  reportListDtoSchema,
  type ReportDto,
} from "@scrims/shared/reports/reports.schema";
import { adminRoutes, commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { idempotencyRecorder } from "@/plugins/idempotency";
import {
  banFromReport,
  createReport,
  dismissReport,
  hasOpenReport,
  listReports,
} from "./reports.service";

/** Players report players; admins work through the queue (dismiss, or ban from the report). */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/reports",
    {
      config: { idempotent: true },
      schema: {
        tags: ["reports"],
        summary: "Reports a player (one open report per reporter and player)",
        body: createReportInputSchema,
        response: { 201: createReportDtoSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const present = (report: ReportDto) => ({ report });
      const report = await createReport(app.deps, userOf(request), request.body, {
        inTransaction: idempotencyRecorder(request, present),
      });
      return reply.code(201).send(present(report));
    },
  );

  app.get(
    "/reports/check/:userId",
    {
      schema: {
        tags: ["reports"],
        summary: "Whether the signed-in player has an open report of this player",
        params: reportCheckParamsSchema,
        response: { 200: reportCheckDtoSchema, ...errors },
      },
    },
    async (request) => ({
      reported: await hasOpenReport(app.deps, userOf(request), request.params.userId),
    }),
  );

  await app.register(
    adminRoutes(async (scope) => {
      scope.get(
        "/admin/reports",
        {
          schema: {
            tags: ["reports", "admin"],
            summary: "Admin: the reports of a status (open by default) with their context",
            querystring: listReportsQuerySchema,
            response: { 200: reportListDtoSchema, ...errors },
          },
        },
        async (request) => listReports(app.deps, request.query.status),
      );

      scope.post(
        "/admin/reports/:id/dismiss",
        {
          schema: {
            tags: ["reports", "admin"],
            summary: "Admin: closes a report without acting on it",
            params: reportIdParamsSchema,
            response: { 200: createReportDtoSchema, ...errors, ...errorResponses(409) },
          },
        },
        async (request) => ({
          report: await dismissReport(app.deps, userOf(request), request.params.id),
        }),
      );

      scope.post(
        "/admin/reports/:id/ban",
        {
          config: { idempotent: true },
          schema: {
            tags: ["reports", "admin"],
            summary: "Admin: bans the reported player, which closes the report",
            params: reportIdParamsSchema,
            body: banInputSchema,
            response: { 200: createReportDtoSchema, ...errors, ...errorResponses(409) },
          },
        },
        async (request) => {
          const present = (report: ReportDto) => ({ report });
          const report = await banFromReport(
            app.deps,
            userOf(request),
            request.params.id,
            request.body,
            { inTransaction: idempotencyRecorder(request, present) },
          );
          return present(report);
        },
      );
    }),
  );
};
