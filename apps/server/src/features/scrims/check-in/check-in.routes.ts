import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { scrimIdParamsSchema, scrimUserParamsSchema } from "@scrims/shared/scrims/scrims.schema";
import { userDtoSchema, userIdParamsSchema } from "@scrims/shared/users/users.schema";
import { adminRoutes, commonErrors } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentUser } from "@/features/users/users.presenter";
import { withStanding } from "@/features/users/users.service";
import { presentScrim } from "../scrims.presenter";
import { scrimChangeResponses } from "../scrims.routes";
import { adminCheckIn, checkIn } from "./check-in.service";
import { clearNoShowBlock } from "./no-show-block.service";

/** Check-in of seated players before the start, and the admin's tools around no-shows. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/scrims/:id/check-in",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "A seated player checks in, from checkInOpensAt until the start (403 NOT_SEATED, 409 CHECK_IN_NOT_OPEN with the scrim)",
        params: scrimIdParamsSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      return presentScrim(await checkIn(app.deps, { scrimId: request.params.id, actor }), actor);
    },
  );

  await app.register(
    adminRoutes(async (scope) => {
      scope.patch(
        "/scrims/:id/admin-check-in/:userId",
        {
          schema: {
            tags: ["scrims", "admin"],
            summary:
              "Admin: checks a seated player in by hand, any time before the start of a scrim with check-in on",
            params: scrimUserParamsSchema,
            response: scrimChangeResponses,
          },
        },
        async (request) => {
          const actor = userOf(request);
          const { id: scrimId, userId } = request.params;
          return presentScrim(await adminCheckIn(app.deps, { scrimId, actor, userId }), actor);
        },
      );

      scope.post(
        "/users/:id/clear-no-show-block",
        {
          schema: {
            tags: ["users", "admin"],
            summary:
              "Admin: ends a player's no-show block at once; the no-shows before it never block again",
            params: userIdParamsSchema,
            response: { 200: userDtoSchema, ...commonErrors },
          },
        },
        async (request) => {
          const actor = userOf(request);
          const user = await clearNoShowBlock(app.deps, { actor, userId: request.params.id });
          return withStanding(app.deps, presentUser(user), actor);
        },
      );
    }),
  );
};
