import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminAssignPlayerInputSchema,
  playerSeatInputSchema,
  scrimIdParamsSchema,
  scrimUserParamsSchema,
  setWinnerInputSchema,
  swapPlayersInputSchema,
} from "@scrims/shared/scrims/scrims.schema";
import { adminRoutes } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentScrim } from "../scrims.presenter";
import { SCRIM_CONFLICT_NOTE, scrimChangeResponses } from "../scrims.routes";
import { insertCaster, removeCaster } from "./casters.service";
import {
  adminAssignPlayer,
  insertPlayer,
  movePlayer,
  removePlayer,
  swapPlayers,
} from "./lobby.service";
import { setWinner } from "./results.service";

/** Seats, casters, admin tools and the result of one scrim: each answers the scrim as it is now. */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const seatRoute = (summary: string) => ({
    schema: {
      tags: ["scrims"],
      summary: summary + SCRIM_CONFLICT_NOTE,
      params: scrimUserParamsSchema,
      body: playerSeatInputSchema,
      response: scrimChangeResponses,
    },
  });
  const selfRoute = (summary: string) => ({
    schema: {
      tags: ["scrims"],
      summary: summary + SCRIM_CONFLICT_NOTE,
      params: scrimUserParamsSchema,
      response: scrimChangeResponses,
    },
  });

  /** A `…/:userId` action that puts that user in the seat of `playerData`, answering the scrim. */
  const seatAction = (path: string, summary: string, action: typeof insertPlayer) => {
    app.patch(path, seatRoute(summary), async (request) => {
      const actor = userOf(request);
      const { playerData } = request.body;
      const { id: scrimId, userId } = request.params;
      const seat = { team: playerData.team.name, role: playerData.role };
      return presentScrim(await action(app.deps, { scrimId, actor, userId, seat }), actor);
    });
  };

  seatAction(
    "/scrims/:id/insert-player/:userId",
    "Takes an empty seat: a player seats himself, admins seat anyone",
    insertPlayer,
  );
  seatAction(
    "/scrims/:id/move-player/:userId",
    "Moves a seated player to an empty seat: the player himself or an admin",
    movePlayer,
  );

  /** A bodiless `…/:userId` action on one user of the scrim, answering the scrim. */
  const userRoute = (path: string, summary: string, action: typeof removePlayer) => {
    app.patch(path, selfRoute(summary), async (request) => {
      const actor = userOf(request);
      const { id: scrimId, userId } = request.params;
      return presentScrim(await action(app.deps, { scrimId, actor, userId }), actor);
    });
  };

  userRoute(
    "/scrims/:id/remove-player/:userId",
    "Leaves the game (the player himself) or kicks a player (admins)",
    removePlayer,
  );
  userRoute(
    "/scrims/:id/insert-caster/:userId",
    "Joins the cast while it has room: the user himself or an admin",
    insertCaster,
  );
  userRoute(
    "/scrims/:id/remove-caster/:userId",
    "Leaves the cast: the caster himself or an admin",
    removeCaster,
  );

  app.patch(
    "/scrims/:id/swap-players",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "Two seated players exchange seats (admins); with one seat empty it moves the seated player (himself or an admin)." +
          SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        body: swapPlayersInputSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const { from, to } = request.body;
      const scrim = await swapPlayers(app.deps, { scrimId: request.params.id, actor, from, to });
      return presentScrim(scrim, actor);
    },
  );

  await app.register(
    adminRoutes(async (scope) => {
      scope.patch(
        "/scrims/:id/admin-assign-player",
        {
          schema: {
            tags: ["scrims", "admin"],
            summary: "Admin: puts a player in an empty seat." + SCRIM_CONFLICT_NOTE,
            params: scrimIdParamsSchema,
            body: adminAssignPlayerInputSchema,
            response: scrimChangeResponses,
          },
        },
        async (request) => {
          const actor = userOf(request);
          const { userId, teamName, role } = request.body;
          const scrim = await adminAssignPlayer(app.deps, {
            scrimId: request.params.id,
            actor,
            userId,
            seat: { team: teamName, role },
          });
          return presentScrim(scrim, actor);
        },
      );
    }),
  );

  app.patch(
    "/scrims/:id/set-winner",
    {
      schema: {
        tags: ["scrims"],
        summary:
          "The lobby host or an admin reports the winner, once, after the start with both teams full." +
          SCRIM_CONFLICT_NOTE,
        params: scrimIdParamsSchema,
        body: setWinnerInputSchema,
        response: scrimChangeResponses,
      },
    },
    async (request) => {
      const actor = userOf(request);
      const scrim = await setWinner(app.deps, {
        scrimId: request.params.id,
        actor,
        winner: request.body.winnerTeamName,
      });
      return presentScrim(scrim, actor);
    },
  );
};
