import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz, timestamptzNow } from "./columns";

/**
 * The Discord webhook of a region, where its new public scrims, "2 spots left" and results are
 * announced. A webhook Discord no longer knows (404) is switched off with `lastError`; saving a
 * URL again switches it back on.
 */
export const discordWebhooks = pgTable(
  "discord_webhooks",
  {
    region: text().primaryKey(),
    /** `{DISCORD_API_BASE_URL}/webhooks/{id}/{token}`: the token is a secret (masked in answers). */
    url: text().notNull(),
    enabled: boolean().notNull().default(true),
    lastError: text(),
    lastErrorAt: timestamptz(),
    updatedAt: timestamptzNow(),
  },
  (t) => [
    check("discord_webhooks_region_check", sql`${t.region} in ('NA', 'EUW', 'EUNE', 'LAN', 'OCE')`),
  ],
);
