import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Region } from "@scrims/shared/common/regions.constants";
import type { DiscordWebhookDto } from "@scrims/shared/discord/discord.schema";
import { api } from "@/lib/api-client";
import { discordKeys } from "./get-discord-webhooks";

/** Admin only: `PUT /api/admin/discord-webhooks/{region} {url}` → the webhook, switched on. */
const saveDiscordWebhook = ({ region, url }: { region: Region; url: string }) =>
  api.put<DiscordWebhookDto>(`/api/admin/discord-webhooks/${region}`, { url });

/** Saves a region's webhook; the form shows a refused URL itself (no global alert). */
export function useSaveDiscordWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscordWebhook,
    meta: { skipErrorAlert: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discordKeys.all }),
  });
}
