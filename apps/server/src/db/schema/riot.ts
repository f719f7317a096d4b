import { integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptzNow } from "./columns";

/**
 * Riot tournament providers we registered, one per region and callback URL (Riot asks for one
 * registration, not one per game). Two processes registering at once keep the first row.
 */
export const riotProviders = pgTable(
  "riot_providers",
  {
    region: text().notNull(),
    callbackUrl: text().notNull(),
    providerId: integer().notNull(),
    createdAt: timestamptzNow(),
  },
  (t) => [primaryKey({ name: "riot_providers_pk", columns: [t.region, t.callbackUrl] })],
);

/** One Riot tournament per provider and ISO week (`2026-W48`), reused by every scrim of it. */
export const riotTournaments = pgTable(
  "riot_tournaments",
  {
    providerId: integer().notNull(),
    week: text().notNull(),
    tournamentId: integer().notNull(),
    createdAt: timestamptzNow(),
  },
  (t) => [primaryKey({ name: "riot_tournaments_pk", columns: [t.providerId, t.week] })],
);
