import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DiscordWebhookDto } from "@scrims/shared/discord/discord.schema";
import { api } from "@/lib/api-client";

/** The one query-key factory of the Discord feature. */
export const discordKeys = {
  all: ["discord"] as const,
  webhooks: () => [...discordKeys.all, "webhooks"] as const,
};

/** Admin only: `GET /api/admin/discord-webhooks` → every region's webhook, token masked. */
const getDiscordWebhooks = () => api.get<DiscordWebhookDto[]>("/api/admin/discord-webhooks");

const discordWebhooksQueryOptions = () =>
  queryOptions({ queryKey: discordKeys.webhooks(), queryFn: getDiscordWebhooks });

export const useDiscordWebhooks = () => useQuery(discordWebhooksQueryOptions());
