import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminFillRandomInputSchema,
  balanceProposalDtoSchema,
  fillRandomDtoSchema,
  scrimIdParamsSchema,
} from "@scrims/shared/scrims/scrims.schema";
import { adminRoutes, commonErrors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { SCRIM_CONFLICT_NOTE, scrimChangeResponses } from "../scrims.routes";
import { balanceTeams, proposeBalance } from "./balance.service";
import { adminFillRandom } from "./fill.service";

/**
 * Admins balance the two full teams of a scrim by average rank (see the proposal, then apply it),
 * and fill its empty seats at random, balanced or not.
 */
export const balanceRoutes: FastifyPluginAsyncZod = adminRoutes(async (scope) => {
  scope.get(
    "/scrims/:id/balance",
    {
      schema: {
        tags: ["scrims", "admin"],
        summary:
          "Admin: the balanced teams (each player keeps their role; per role the two may swap sides) with the average ranks before and after; 409 TEAMS_NOT_FULL under ten players",
        params: scrimIdParamsSchema,
        response: { 200: balanceProposalDtoSchema, ...commonErrors, ...errorResponses(409) },
      },
    },
    async (request) =>
      proposeBalance(scope.deps, { scrimId: request.params.id, actor: userOf(request) }),
  );

  scope.patch(
    "/scrims/:id/balance-teams",
    {
      schema: {
        tags: ["scrims", "admin"],
        summary:
          "Admin: applies the balance (recomputed under the scrim's lock) in one transaction." +
          SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const scrim = await balanceTeams(scope.deps, { scrimId: request.params.id, actor });
      return presentScrim(scrim, actor);
    },
  );

  scope.patch(
    "/scrims/:id/admin-fill-random",
    {
      schema: {
        tags: ["scrims", "admin"],
        summary:
          "Admin: fills every empty seat with random players of the scrim's region (`balanced`: those that bring the teams' average ranks closest)." +
          SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        body: adminFillRandomInputSchema,
        response: { ...scrimChangeResponses, 200: fillRandomDtoSchema },
      },
    },
    async (request) => {
      const actor = userOf(request);
      const { filledPositions, aggregate } = await adminFillRandom(scope.deps, {
        scrimId: request.params.id,
        actor,
        balanced: request.body?.balanced ?? false,
      });
      return { filledPositions, scrim: presentScrim(aggregate, actor) };
    },
  );
});
