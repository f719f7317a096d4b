import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  discordWebhookDtoSchema,
  discordWebhookListDtoSchema,
  discordWebhookParamsSchema,
  putDiscordWebhookInputSchema,
} from "@scrims/shared/discord/discord.schema";
import { adminRoutes, commonErrors as errors } from "@/lib/api-routes";
import { presentDiscordWebhook } from "./discord.presenter";
import { deleteDiscordWebhook, listDiscordWebhooks, putDiscordWebhook } from "./discord.service";

/** Admins set a Discord webhook per region, where public scrims are announced. */
export const discordRoutes: FastifyPluginAsyncZod = adminRoutes(async (scope) => {
  scope.get(
    "/admin/discord-webhooks",
    {
      schema: {
        tags: ["discord", "admin"],
        summary: "Admin: every region's Discord webhook (token masked), state and last error",
        response: { 200: discordWebhookListDtoSchema, ...errors },
      },
    },
    async () => (await listDiscordWebhooks(scope.deps)).map(presentDiscordWebhook),
  );

  scope.put(
    "/admin/discord-webhooks/:region",
    {
      schema: {
        tags: ["discord", "admin"],
        summary: "Admin: sets a region's Discord webhook URL (and switches it on)",
        params: discordWebhookParamsSchema,
        body: putDiscordWebhookInputSchema,
        response: { 200: discordWebhookDtoSchema, ...errors },
      },
    },
    async (request) =>
      presentDiscordWebhook(
        await putDiscordWebhook(scope.deps, request.params.region, request.body),
      ),
  );

  scope.delete(
    "/admin/discord-webhooks/:region",
    {
      schema: {
        tags: ["discord", "admin"],
        summary: "Admin: removes a region's Discord webhook",
        params: discordWebhookParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteDiscordWebhook(scope.deps, request.params.region);
      return reply.code(204).send(null);
    },
  );
});
