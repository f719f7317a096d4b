import type { SiteInfoDto } from "@scrims/shared/site/site.schema";
import type { Config } from "@/config/env";

/** The public site settings: the community links that are configured, null for the others. */
export function getSiteInfo(config: Pick<Config, "community">): SiteInfoDto {
  return {
    community: {
      twitchUrl: config.community.twitchUrl ?? null,
      discordUrl: config.community.discordUrl ?? null,
      xUrl: config.community.xUrl ?? null,
    },
  };
}
