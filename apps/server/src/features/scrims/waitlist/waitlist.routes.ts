import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { joinWaitlistInputSchema, scrimIdParamsSchema } from "@scrims/shared/scrims/scrims.schema";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { SCRIM_CONFLICT_NOTE, scrimChangeResponses } from "../scrims.routes";
import { joinWaitlist, leaveWaitlist } from "./waitlist.service";

/** The signed-in player's place on a scrim's waitlist: each answers the scrim as it is now. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    "/scrims/:id/join-waitlist",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "Waits for a seat of one of `roles` (only while every seat of those roles is taken, until ten minutes after the start)." +
          SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        body: joinWaitlistInputSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const { roles } = request.body;
      const scrim = await joinWaitlist(app.deps, { scrimId: request.params.id, actor, roles });
      return presentScrim(scrim, actor);
    },
  );

  app.patch(
    "/scrims/:id/leave-waitlist",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "Stops waiting for a seat (until ten minutes after the start)." + SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const scrim = await leaveWaitlist(app.deps, { scrimId: request.params.id, actor });
      return presentScrim(scrim, actor);
    },
  );
};
