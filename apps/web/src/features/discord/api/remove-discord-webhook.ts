import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Region } from "@scrims/shared/common/regions.constants";
import { api } from "@/lib/api-client";
import { discordKeys } from "./get-discord-webhooks";

/** Admin only: `DELETE /api/admin/discord-webhooks/{region}` → 204. */
const removeDiscordWebhook = ({ region }: { region: Region }) =>
  api.delete<void>(`/api/admin/discord-webhooks/${region}`);

export function useRemoveDiscordWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDiscordWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discordKeys.all }),
  });
}
