import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { scrimIdParamsSchema } from "@scrims/shared/scrims/scrims.schema";
import { adminRoutes } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { scrimChangeResponses } from "../scrims.routes";
import { handleRiotCallback, regenerateTournamentCode } from "./tournament.service";

/** Riot's game-result callback (public) and the admin's regeneration of a scrim's code. */
export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/riot/callback",
    {
      config: { public: true },
      schema: {
        tags: ["riot"],
        summary:
          "Riot's game-result callback: the body only names the code; the result is read from Riot (always 204)",
        body: z.unknown(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await handleRiotCallback(app.deps, request.body);
      return reply.status(204).send(null);
    },
  );

  await app.register(
    adminRoutes(async (scope) => {
      scope.post(
        "/scrims/:id/regenerate-tournament-code",
        {
          schema: {
            tags: ["scrims", "admin"],
            summary: "Admin: a new Riot tournament code for a scrim with both teams full",
            params: scrimIdParamsSchema,
            response: scrimChangeResponses,
          },
        },
        async (request) => {
          const admin = userOf(request);
          return presentScrim(await regenerateTournamentCode(app.deps, request.params.id), admin);
        },
      );
    }),
  );
};
