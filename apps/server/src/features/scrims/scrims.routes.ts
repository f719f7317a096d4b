import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createScrimInputSchema,
  listScrimsQuerySchema,
  scrimConflictDtoSchema,
  scrimDtoSchema,
  scrimIdParamsSchema,
  scrimListDtoSchema,
  updateScrimInputSchema,
} from "@scrims/shared/scrims/scrims.schema";
import { adminRoutes, commonErrors as errors } from "@/lib/api-routes";
import { sendEncoded } from "@/lib/encoded-body";
import { userOf } from "@/plugins/auth";
import { idempotencyRecorder } from "@/plugins/idempotency";
import { presentScrim } from "./scrims.presenter";
import type { ScrimAggregate } from "./scrims.repository";
import { createScrim, deleteScrim, getScrimPage, updateScrim } from "./scrims.service";

/**
 * The answers of a route that changes a scrim: the scrim as it is now, or a 409 when it changed
 * under the request (most carry the current scrim, so the client can redraw without a reload).
 */
export const scrimChangeResponses = { 200: scrimDtoSchema, ...errors, 409: scrimConflictDtoSchema };

/** The end of such a route's summary where its 409 always carries the scrim. */
export const SCRIM_CONFLICT_NOTE = " A 409 carries the current scrim as `scrim`.";

/** The hub list, one scrim, and the admin's create, edit and delete. */
export const scrimsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/scrims",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "Scrims of a region starting in [startDate, endDate): public ones, private ones only for their members (all for admins)",
        querystring: listScrimsQuerySchema,
        response: { 200: scrimListDtoSchema, 304: z.null(), ...errors },
      },
    },
    // Served from memory (see hub.service.ts); with an ETag, so a repeat load may be a 304.
    async (request, reply) =>
      sendEncoded(request, reply, await app.deps.hubList.answer(userOf(request), request.query)),
  );

  app.get(
    "/scrims/:id",
    {
      schema: {
        tags: ["scrims"],
        summary: "One scrim; private scrims too (their id is the share link)",
        params: scrimIdParamsSchema,
        response: { 200: scrimDtoSchema, ...errors },
      },
    },
    // Served from memory (see hub-list.cache.ts); with an ETag, so a repeat load may be a 304.
    async (request, reply) =>
      sendEncoded(request, reply, await getScrimPage(app.deps, userOf(request), request.params.id)),
  );

  // Creating, editing and deleting scrims are admin routes.
  await app.register(
    adminRoutes(async (scope) => {
      scope.post(
        "/scrims",
        {
          config: { idempotent: true },
          schema: {
            tags: ["scrims", "admin"],
            summary: "Admin: creates a scrim (the creator is the signed-in admin)",
            body: createScrimInputSchema,
            response: { 200: scrimDtoSchema, ...errors },
          },
        },
        async (request) => {
          const admin = userOf(request);
          const created = await createScrim(app.deps, admin, request.body, {
            inTransaction: idempotencyRecorder(request, (aggregate: ScrimAggregate) =>
              presentScrim(aggregate, admin),
            ),
          });
          return presentScrim(created, admin);
        },
      );

      scope.put(
        "/scrims/:id",
        {
          schema: {
            tags: ["scrims", "admin"],
            summary: "Admin: edits a scrim (lobby password required; teamWon null = N/A)",
            params: scrimIdParamsSchema,
            body: updateScrimInputSchema,
            response: scrimChangeResponses,
          },
        },
        async (request) => {
          const admin = userOf(request);
          return presentScrim(
            await updateScrim(app.deps, admin, request.params.id, request.body),
            admin,
          );
        },
      );

      scope.delete(
        "/scrims/:id",
        {
          schema: {
            tags: ["scrims", "admin"],
            summary: "Admin: deletes a scrim",
            params: scrimIdParamsSchema,
            response: { 204: z.null(), ...errors },
          },
        },
        async (request, reply) => {
          await deleteScrim(app.deps, request.params.id);
          return reply.status(204).send(null);
        },
      );
    }),
  );
};
