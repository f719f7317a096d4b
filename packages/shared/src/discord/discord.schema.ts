import { z } from "zod";
import { regionSchema } from "../common/regions";

/** A region's Discord webhook as admins see it; the URL's token is masked. */
export const discordWebhookDtoSchema = z.object({
  region: regionSchema,
  /** `…/webhooks/{id}/****`: the token never leaves the server once saved. */
  url: z.string(),
  /** False once Discord answered 404 (the webhook was deleted); saving a URL turns it on again. */
  enabled: z.boolean(),
  /** Why the webhook was switched off; null while it works. */
  lastError: z.string().nullable(),
  /** When it was switched off (ISO-8601); null while it works. */
  lastErrorAt: z.string().nullable(),
});
export type DiscordWebhookDto = z.infer<typeof discordWebhookDtoSchema>;

export const discordWebhookListDtoSchema = z.array(discordWebhookDtoSchema);

export const discordWebhookParamsSchema = z.object({ region: regionSchema });

/** The URL Discord shows under Server settings → Integrations → Webhooks → Copy Webhook URL. */
export const putDiscordWebhookInputSchema = z.object({
  url: z.string().trim().min(1, "Enter the webhook URL").max(500),
});
export type PutDiscordWebhookInput = z.infer<typeof putDiscordWebhookInputSchema>;
