import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { uuidPrimaryKey, timestamptz, timestamptzNow } from "./columns";
import { userRef, users } from "./users";

/**
 * A custom 5v5 game. The lobby name and password are for the scrim's players, casters and admins
 * only (see the scrims presenter). Users are never deleted (accounts are anonymised), so the user
 * references need no cascade.
 */
export const scrims = pgTable(
  "scrims",
  {
    id: uuidPrimaryKey(),
    title: text().notNull(),
    createdById: userRef(),
    region: text().notNull(),
    gameStartTime: timestamptz().notNull(),
    isPrivate: boolean().notNull().default(false),
    isWithCasters: boolean().notNull().default(true),
    /** 0 when isWithCasters is off, else 1 or 2. */
    maxCastersAllowedCount: integer().notNull().default(2),
    lobbyHostId: uuid().references(() => users.id),
    /**
     * The host is drawn at random among the players once both teams hold five; a drawn host who
     * leaves is replaced by a new draw when the teams are full again.
     */
    lobbyHostRandom: boolean().notNull().default(false),
    previousLobbyHostId: uuid().references(() => users.id),
    lobbyName: text().notNull(),
    /** Generated at creation (readable, 8 characters); admins change it on edit. */
    lobbyPassword: text().notNull(),
    /** 'teamOne' | 'teamTwo' once the result is in. */
    teamWon: text(),
    /** How `teamWon` was decided: 'captain' | 'admin' | 'game' (Riot's result); null without one. */
    resultSource: text(),
    useTournamentCode: boolean().notNull().default(true),
    /**
     * Riot tournament code of this scrim (riotTournament in the spec), for its players, casters,
     * host and admins only. Unique: two triggers racing can never store two codes.
     */
    tournamentCode: text().unique("scrims_tournament_code_key"),
    riotProviderId: integer(),
    riotTournamentId: integer(),
    tournamentSetupCompleted: boolean().notNull().default(false),
    tournamentLobbyCreated: boolean().notNull().default(false),
    /**
     * Where the code stands: 'generating' (claimed under the row lock, so one trigger of many makes
     * it), 'ready', 'error' (Riot failed after retries: manual lobby); null before any request.
     */
    tournamentStatus: text(),
    /** When the current 'generating' claim was taken (a claim of a dead process expires). */
    tournamentRequestedAt: timestamptz(),
    postGameImageLocation: text(),
    /**
     * The SEQUENCE of the scrim's calendar event: raised by database triggers (migration
     * `calendar_triggers`) whenever what the event shows changes (title, start, region, privacy,
     * result) and whenever a seat or a cast place is taken, moved or freed.
     */
    calendarSequence: integer().notNull().default(0),
    /** Minutes before the start that check-in opens (0: off); see check-in.schema.ts. */
    checkInMinutes: integer().notNull().default(15),
    /**
     * The start time the start job last ran for (null until the first start): the start's notices
     * go once per start time, whatever edits, retries or processes run it again, and the no-show
     * sweep only at the first start.
     */
    startedFor: timestamptz(),
    /**
     * Raised by one with every committed change of the scrim (in the change's transaction, under
     * its row lock): a client or a cache holding a newer version drops an older push.
     */
    version: integer().notNull().default(0),
    createdAt: timestamptzNow(),
    updatedAt: timestamptzNow(),
  },
  (t) => [
    index("scrims_region_start_idx").on(t.region, t.gameStartTime),
    // A creator's scrims in the profile's order (a page walks it); isPrivate for the counts.
    index("scrims_created_by_start_idx").on(
      t.createdById,
      t.gameStartTime,
      t.createdAt,
      t.id,
      t.isPrivate,
    ),
    // The newest scrims (the dashboard's activity) and those created this week (its count).
    index("scrims_created_at_idx").on(t.createdAt),
    check(
      "scrims_team_won_check",
      sql`${t.teamWon} is null or ${t.teamWon} in ('teamOne', 'teamTwo')`,
    ),
    check("scrims_max_casters_check", sql`${t.maxCastersAllowedCount} between 0 and 2`),
    check(
      "scrims_result_source_check",
      sql`${t.resultSource} is null or ${t.resultSource} in ('captain', 'admin', 'game')`,
    ),
    check("scrims_check_in_minutes_check", sql`${t.checkInMinutes} in (0, 5, 10, 15, 30)`),
    check(
      "scrims_tournament_status_check",
      sql`${t.tournamentStatus} is null or ${t.tournamentStatus} in ('generating', 'ready', 'error')`,
    ),
  ],
);

/** A required reference to a scrim; the row goes with the scrim. */
export const scrimRef = () =>
  uuid()
    .notNull()
    .references(() => scrims.id, { onDelete: "cascade" });

/**
 * A seat: one player per (scrim, team, role), and one seat per player across both teams. The
 * primary key and the unique constraint close every join race the row lock might miss.
 */
export const scrimPlayers = pgTable(
  "scrim_players",
  {
    scrimId: scrimRef(),
    userId: userRef(),
    team: text().notNull(),
    role: text().notNull(),
    /**
     * When the player took a seat in this scrim ("seated since"): moves, swaps and balancing keep
     * it (a row they delete and insert again carries it over); reminder emails go only to players
     * seated by their moment.
     */
    createdAt: timestamptzNow(),
    checkedInAt: timestamptz(),
  },
  (t) => [
    primaryKey({ name: "scrim_players_seat_pk", columns: [t.scrimId, t.team, t.role] }),
    unique("scrim_players_scrim_user_key").on(t.scrimId, t.userId),
    // A player's seats with their team: the profile's list and record read only this index.
    index("scrim_players_user_idx").on(t.userId, t.scrimId, t.team),
    check("scrim_players_team_check", sql`${t.team} in ('teamOne', 'teamTwo')`),
    check("scrim_players_role_check", sql`${t.role} in ('Top', 'Jungle', 'Mid', 'ADC', 'Support')`),
  ],
);

/** A caster of a scrim; the count (at most maxCastersAllowedCount) is checked under the row lock. */
export const scrimCasters = pgTable(
  "scrim_casters",
  {
    scrimId: scrimRef(),
    userId: userRef(),
    createdAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({ name: "scrim_casters_pk", columns: [t.scrimId, t.userId] }),
    index("scrim_casters_user_idx").on(t.userId),
  ],
);

/**
 * A player waiting for a seat of a scrim, with the roles they accept. Once per scrim and player
 * (the key closes a double join the row lock might miss); a freed seat goes to the earliest
 * `joinedAt` whose roles include its role.
 */
export const scrimWaitlist = pgTable(
  "scrim_waitlist",
  {
    scrimId: scrimRef(),
    userId: userRef(),
    roles: text().array().notNull(),
    joinedAt: timestamptzNow(),
  },
  (t) => [
    primaryKey({ name: "scrim_waitlist_pk", columns: [t.scrimId, t.userId] }),
    index("scrim_waitlist_scrim_joined_idx").on(t.scrimId, t.joinedAt),
    index("scrim_waitlist_user_idx").on(t.userId),
    check(
      "scrim_waitlist_roles_check",
      sql`cardinality(${t.roles}) between 1 and 5 and ${t.roles} <@ array['Top', 'Jungle', 'Mid', 'ADC', 'Support']::text[]`,
    ),
  ],
);
