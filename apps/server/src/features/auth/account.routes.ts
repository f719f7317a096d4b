import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authSessionDtoSchema } from "@scrims/shared/auth/auth.schema";
import { registerInputSchema, updateUserInputSchema } from "@scrims/shared/users/users.schema";
import { errorResponses } from "@/lib/api-routes";
import { sessionOf, userOf } from "@/plugins/auth";
import { SIGN_IN_RATE_LIMIT } from "@/plugins/rate-limit";
import { presentAuthSession } from "./auth.presenter";
import { deleteAccount, registerAccount, updateAccount } from "./account.service";

const errors = errorResponses(400, 401, 403, 409);

/** The signed-in player's own account: registration, settings, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/auth/register",
    {
      config: { access: "session", rateLimit: SIGN_IN_RATE_LIMIT },
      schema: {
        tags: ["auth"],
        summary: "Creates the account of the signed-in identity (email comes from the sign-in)",
        body: registerInputSchema,
        response: { 200: authSessionDtoSchema, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      return presentAuthSession(await registerAccount(app.deps, auth, request.body));
    },
  );

  app.put(
    "/auth/update-user",
    {
      schema: {
        tags: ["auth"],
        summary: "Changes the player's own account details (settings)",
        body: updateUserInputSchema,
        response: { 200: authSessionDtoSchema, ...errors },
      },
    },
    async (request) => {
      const user = await updateAccount(app.deps, userOf(request).id, request.body);
      return presentAuthSession({ token: sessionOf(request).token, user });
    },
  );

  app.delete(
    "/auth/account",
    {
      // Promised by the legal pages, banned or not.
      config: { allowBanned: true },
      schema: {
        tags: ["auth"],
        summary: "Deletes the player's account: personal data removed, every session ended",
        response: { 204: z.null(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.deps, userOf(request).id);
      return reply.status(204).send(null);
    },
  );
};
