import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminUpdateUserInputSchema,
  profileBackgroundInputSchema,
  setAdminInputSchema,
  userDtoSchema,
  userIdParamsSchema,
  userListDtoSchema,
  userLookupQuerySchema,
  userNameParamsSchema,
  userSearchQuerySchema,
} from "@scrims/shared/users/users.schema";
import { adminRoutes, commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { presentUser } from "./users.presenter";
import {
  adminUpdateUser,
  findUserByName,
  getUserById,
  searchUsers,
  setAdminFlag,
  setProfileBackground,
  withStanding,
} from "./users.service";

/** Players' public profiles (never their email) and the admin's changes to them. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users",
    {
      schema: {
        tags: ["users"],
        summary: "Finds players by part of their summoner name (at least 2 characters, 10 results)",
        querystring: userSearchQuerySchema,
        response: { 200: userListDtoSchema, ...errors },
      },
    },
    async (request) => (await searchUsers(app.deps, request.query)).map(presentUser),
  );

  // Declared before /users/:name; the router also prefers the static segment.
  app.get(
    "/users/by-id/:id",
    {
      schema: {
        tags: ["users"],
        summary: "A player by id",
        params: userIdParamsSchema,
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) =>
      withStanding(
        app.deps,
        presentUser(await getUserById(app.deps, request.params.id)),
        userOf(request),
      ),
  );

  app.get(
    "/users/:name",
    {
      schema: {
        tags: ["users"],
        summary: "A player by summoner name, optionally in a region and with a tagline",
        params: userNameParamsSchema,
        querystring: userLookupQuerySchema,
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) =>
      withStanding(
        app.deps,
        presentUser(await findUserByName(app.deps, request.params.name, request.query)),
        userOf(request),
      ),
  );

  app.put(
    "/users/:id/profile-background",
    {
      schema: {
        tags: ["users"],
        summary: "The owner's profile background and blur",
        params: userIdParamsSchema,
        body: profileBackgroundInputSchema,
        response: { 200: userDtoSchema, ...errors },
      },
    },
    async (request) =>
      presentUser(
        await setProfileBackground(app.deps, {
          actorId: userOf(request).id,
          userId: request.params.id,
          background: request.body,
        }),
      ),
  );

  await app.register(
    adminRoutes(async (scope) => {
      scope.put(
        "/users/:id",
        {
          schema: {
            tags: ["users", "admin"],
            summary: "Admin: corrects a player's summoner name, tagline or rank",
            params: userIdParamsSchema,
            body: adminUpdateUserInputSchema,
            response: { 200: userDtoSchema, ...errors, ...errorResponses(409) },
          },
        },
        async (request) =>
          presentUser(
            await adminUpdateUser(app.deps, { userId: request.params.id, changes: request.body }),
          ),
      );

      scope.put(
        "/users/:id/admin",
        {
          schema: {
            tags: ["users", "admin"],
            summary: "Admin: grants or removes another player's admin rights",
            params: userIdParamsSchema,
            body: setAdminInputSchema,
            response: { 200: userDtoSchema, ...errors },
          },
        },
        async (request) =>
          presentUser(
            await setAdminFlag(app.deps, {
              actorId: userOf(request).id,
              userId: request.params.id,
              isAdmin: request.body.isAdmin,
            }),
          ),
      );
    }),
  );
};
