import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  banInputSchema,
  banMessages,
  liftExpiredBansDtoSchema,
} from "@scrims/shared/bans/bans.schema";
import { userDtoSchema, userIdParamsSchema } from "@scrims/shared/users/users.schema";
import { adminRoutes, commonErrors as errors, errorResponses } from "@/lib/api-routes";
import { userOf } from "@/plugins/auth";
import { idempotencyRecorder } from "@/plugins/idempotency";
import type { UserRow } from "@/features/users/users.repository";
import { presentCurrentBan, presentUser } from "@/features/users/users.presenter";
import { currentBanOf } from "@/features/users/users.service";
import { banHistoryRoutes } from "./ban-history.routes";
import type { BanRow } from "./bans.repository";
import { banUser, liftExpiredBans, unbanUser } from "./bans.service";

/** Admin moderation: ban and unban a player, lift expired bans at once, the ban history. */
export const bansRoutes: FastifyPluginAsyncZod = adminRoutes(async (scope) => {
  await scope.register(banHistoryRoutes);
  scope.post(
    "/users/:id/ban",
    {
      config: { idempotent: true },
      schema: {
        tags: ["users", "admin"],
        summary:
          "Admin: bans another player (not an admin) from dateFrom to dateTo, at least one day",
        params: userIdParamsSchema,
        body: banInputSchema,
        response: { 200: userDtoSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const actor = userOf(request);
      const present = ({ user, ban }: { user: UserRow; ban: BanRow }) => ({
        ...presentUser(user),
        currentBan: presentCurrentBan(ban, actor, new Date()),
      });
      const banned = await banUser(
        scope.deps,
        { actor, userId: request.params.id, ban: request.body },
        { inTransaction: idempotencyRecorder(request, present) },
      );
      return present(banned);
    },
  );

  scope.post(
    "/users/:id/unban",
    {
      schema: {
        tags: ["users", "admin"],
        summary: "Admin: lifts a player's ban",
        params: userIdParamsSchema,
        response: { 200: userDtoSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const actor = userOf(request);
      const user = await unbanUser(scope.deps, { actor, userId: request.params.id });
      return {
        ...presentUser(user),
        currentBan: await currentBanOf(scope.deps.db, user.id, actor),
      };
    },
  );

  scope.post(
    "/admin/lift-expired-bans",
    {
      schema: {
        tags: ["admin"],
        summary: "Admin: lifts every ban whose end has passed",
        response: { 200: liftExpiredBansDtoSchema, 500: liftExpiredBansDtoSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const lifted = await liftExpiredBans(scope.deps, userOf(request).id);
        return { success: true, message: banMessages.liftSuccess, lifted };
      } catch (error) {
        request.log.error({ err: error }, "lifting expired bans failed");
        return reply
          .code(500)
          .send({ success: false, message: banMessages.liftFailure, lifted: 0 });
      }
    },
  );
});
