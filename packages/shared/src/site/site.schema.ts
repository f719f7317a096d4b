import { z } from "zod";

/** An https or http link the server operator configured, or null when not set. */
const communityLinkSchema = z.url({ protocol: /^https?$/ }).nullable();

/**
 * `GET /api/site`: what the public pages show that the operator configures. Community links
 * (streaming channel, chat community, social network) come from `COMMUNITY_TWITCH_URL`,
 * `COMMUNITY_DISCORD_URL` and `COMMUNITY_X_URL`; each is null when unset (the landing page then
 * leaves it out).
 */
export const siteInfoDtoSchema = z.object({
  community: z.object({
    twitchUrl: communityLinkSchema,
    discordUrl: communityLinkSchema,
    xUrl: communityLinkSchema,
  }),
});
export type SiteInfoDto = z.infer<typeof siteInfoDtoSchema>;
