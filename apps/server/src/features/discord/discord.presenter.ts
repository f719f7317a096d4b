import type { DiscordWebhookDto } from "@scrims/shared/discord/discord.schema";
import type { Region } from "@scrims/shared/common/regions.constants";
import type { DiscordWebhookRow } from "./discord.repository";
import { maskWebhookUrl } from "./discord.rules";

/** A webhook row as admins see it: the token masked, the error and when it happened. */
export function presentDiscordWebhook(row: DiscordWebhookRow): DiscordWebhookDto {
  return {
    region: row.region as Region,
    url: maskWebhookUrl(row.url),
    enabled: row.enabled,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
  };
}
