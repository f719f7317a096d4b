import { z } from "zod";
import { apiErrorSchema } from "../errors";
import { isEmptyOrVisible, text } from "../common/text";
import { dateTime } from "../common/dates";
import { regionSchema } from "../common/regions";
import { averageRankSchema } from "../users/rank-value";
import { userDtoSchema } from "../users/users.schema";
import { MAX_CASTERS, ROLES, TEAMS } from "./scrims.constants";
import { DEFAULT_CHECK_IN_MINUTES } from "./check-in.constants";
import { checkInMinutesSchema } from "./check-in.schema";

const roleSchema = z.enum(ROLES);
const teamNameSchema = z.enum(TEAMS);

export const SCRIM_TITLE_MAX = 60;
export const LOBBY_NAME_MAX = 60;
export const LOBBY_PASSWORD_MAX = 40;

/** One seat of a team: the role, the team and the player in it. */
const scrimPlayerDtoSchema = z.object({
  role: roleSchema,
  team: z.object({ name: teamNameSchema }),
  _user: userDtoSchema,
  /** The player checked in (themselves, an admin, or seated as a substitute). */
  checkedIn: z.boolean(),
});
export type ScrimPlayerDto = z.infer<typeof scrimPlayerDtoSchema>;

/** A player waiting for a seat of one of `roles`; the earliest `joinedAt` whose roles fit goes first. */
const waitlistEntryDtoSchema = z.object({
  _user: userDtoSchema,
  roles: z.array(roleSchema),
  /** ISO-8601 UTC. */
  joinedAt: z.string(),
});

/**
 * The scrim's Riot tournament code. `tournamentCode` is present only for the scrim's players,
 * casters, host and admins (like the lobby password); others learn only that a code exists.
 */
const riotTournamentDtoSchema = z.object({
  tournamentCode: z.string().optional(),
  setupCompleted: z.boolean(),
  lobbyCreated: z.boolean(),
});

/**
 * Where the tournament code stands: being generated, ready, or failed after Riot's retries (the
 * players then create the lobby by hand); null before any request or without a code in use.
 */
const tournamentStatusSchema = z.enum(["generating", "ready", "error"]);
export type TournamentStatus = z.infer<typeof tournamentStatusSchema>;

/** How the winner was decided: the lobby captain, an admin, or the game itself (Riot's result). */
const resultSourceSchema = z.enum(["captain", "admin", "game"]);
export type ResultSource = z.infer<typeof resultSourceSchema>;

/** Average ranks of the seated players (Riot's solo-queue rank when known, else the declared one). */
const teamAverageRanksSchema = z.object({
  teamOne: averageRankSchema.nullable(),
  teamTwo: averageRankSchema.nullable(),
});
export type TeamAverageRanks = z.infer<typeof teamAverageRanksSchema>;

/** Each team's and the whole lobby's average rank; null where nobody seated has a rank. */
const averageRankDtoSchema = teamAverageRanksSchema.extend({
  lobby: averageRankSchema.nullable(),
});
export type AverageRankDto = z.infer<typeof averageRankDtoSchema>;

/**
 * A scrim as the API sends it. `lobbyName` and `lobbyPassword` are present only for the scrim's
 * players, casters and lobby host once the game has started with both teams full, and for admins
 * (who set them on the edit form); never in broadcasts.
 */
export const scrimDtoSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  createdBy: userDtoSchema,
  region: regionSchema,
  /** ISO-8601 UTC. */
  gameStartTime: z.string(),
  isPrivate: z.boolean(),
  isWithCasters: z.boolean(),
  maxCastersAllowedCount: z.number().int().min(0).max(MAX_CASTERS),
  teamOne: z.array(scrimPlayerDtoSchema),
  teamTwo: z.array(scrimPlayerDtoSchema),
  casters: z.array(userDtoSchema),
  lobbyHost: userDtoSchema.nullable(),
  lobbyName: z.string().optional(),
  lobbyPassword: z.string().optional(),
  teamWon: teamNameSchema.nullable(),
  useTournamentCode: z.boolean(),
  riotTournament: riotTournamentDtoSchema.nullable(),
  tournamentStatus: tournamentStatusSchema.nullable(),
  /** The scrim's time state when the DTO was made: upcoming, current or previous. */
  status: z.enum(["upcoming", "current", "previous"]),
  resultSource: resultSourceSchema.nullable(),
  postGameImage: z.object({ location: z.string() }).nullable(),
  averageRank: averageRankDtoSchema,
  /** How many players wait for a seat: for everyone who may see the scrim. */
  waitlistCount: z.number().int().min(0),
  /**
   * Who waits, first come first: for the scrim's players, casters and lobby host, the waiting
   * players themselves and admins (canSeeWaitlist); `[]` for others and in broadcasts.
   */
  waitlist: z.array(waitlistEntryDtoSchema),
  /** Minutes before the start that check-in opens; 0 when check-in is off. */
  checkInMinutes: checkInMinutesSchema,
  /** ISO-8601 UTC opening of the check-in window (it closes at the start); null when off. */
  checkInOpensAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Raised by every committed change of the scrim: of two copies (an answer, a push that arrived
   * late) the higher version is the newer.
   */
  version: z.number().int().min(0),
});
export type ScrimDto = z.infer<typeof scrimDtoSchema>;

// Blank on create means the default (spaces are trimmed away); zero-width or filler characters
// alone are no title.
const titleSchema = text()
  .trim()
  .refine(isEmptyOrVisible, "Title must show some text")
  .max(SCRIM_TITLE_MAX, `Title must be at most ${SCRIM_TITLE_MAX} characters`);
const lobbyNameSchema = text()
  .trim()
  .refine(isEmptyOrVisible, "Lobby name must show some text")
  .max(LOBBY_NAME_MAX, `Lobby name must be at most ${LOBBY_NAME_MAX} characters`);

/** `POST /api/scrims` (admins). The creator is the signed-in admin; title and lobby name have defaults. */
export const createScrimInputSchema = z
  .object({
    title: titleSchema.optional(),
    /** ISO-8601 with an offset; the server takes a year back to two years ahead. */
    gameStartTime: dateTime("Game start date and time is required"),
    region: regionSchema,
    /** A user id, or null to draw a random player once both teams are full. */
    lobbyHost: z.uuid().nullable().default(null),
    isPrivate: z.boolean().default(false),
    isWithCasters: z.boolean().default(true),
    maxCastersAllowedCount: z.number().int().min(0).max(MAX_CASTERS).default(MAX_CASTERS),
    lobbyName: lobbyNameSchema.optional(),
    useTournamentCode: z.boolean().default(true),
    checkInMinutes: checkInMinutesSchema.default(DEFAULT_CHECK_IN_MINUTES),
  })
  .transform((input) => ({
    ...input,
    // Without casters the count is 0; with them it is 1 or 2.
    maxCastersAllowedCount: input.isWithCasters ? Math.max(1, input.maxCastersAllowedCount) : 0,
  }));
export type CreateScrimInput = z.infer<typeof createScrimInputSchema>;

/** `PUT /api/scrims/{id}` (admins): the create fields plus the lobby password and the winner. */
export const updateScrimInputSchema = z
  .object({
    title: titleSchema.min(1, "Title is required"),
    gameStartTime: dateTime("Game start date and time is required"),
    region: regionSchema,
    lobbyHost: z.uuid().nullable(),
    isPrivate: z.boolean(),
    isWithCasters: z.boolean(),
    maxCastersAllowedCount: z.number().int().min(0).max(MAX_CASTERS),
    lobbyName: lobbyNameSchema.min(1, "Lobby name is required"),
    lobbyPassword: text()
      .trim()
      .min(1, "Lobby password is required")
      .refine(isEmptyOrVisible, "Lobby password is required")
      .max(LOBBY_PASSWORD_MAX, `Lobby password must be at most ${LOBBY_PASSWORD_MAX} characters`),
    useTournamentCode: z.boolean(),
    /** Absent keeps the scrim's check-in as it is (clients older than check-in). */
    checkInMinutes: checkInMinutesSchema.optional(),
    /** 'N/A' in the form is sent as null. */
    teamWon: teamNameSchema.nullable(),
  })
  .transform((input) => ({
    ...input,
    maxCastersAllowedCount: input.isWithCasters ? Math.max(1, input.maxCastersAllowedCount) : 0,
  }));
export type UpdateScrimInput = z.infer<typeof updateScrimInputSchema>;

const seatSchema = z.object({ team: teamNameSchema, role: roleSchema });
export type Seat = z.infer<typeof seatSchema>;

/** `PATCH …/insert-player/{userId}` and `…/move-player/{userId}`. */
export const playerSeatInputSchema = z.object({
  playerData: z.object({ role: roleSchema, team: z.object({ name: teamNameSchema }) }),
});
export type PlayerSeatInput = z.infer<typeof playerSeatInputSchema>;

/** `PATCH …/swap-players`: two seats; when one is empty the player in the other moves there. */
export const swapPlayersInputSchema = z
  .object({ from: seatSchema, to: seatSchema })
  .refine(
    (v) => v.from.team !== v.to.team || v.from.role !== v.to.role,
    "Pick two different seats",
  );
export type SwapPlayersInput = z.infer<typeof swapPlayersInputSchema>;

/** `PATCH …/admin-assign-player`. */
export const adminAssignPlayerInputSchema = z.object({
  userId: z.uuid("Please select a user, team, and role"),
  teamName: teamNameSchema,
  role: roleSchema,
});
export type AdminAssignPlayerInput = z.infer<typeof adminAssignPlayerInputSchema>;

/** `PATCH …/join-waitlist`: the roles the player accepts, one to five, each once. */
export const joinWaitlistInputSchema = z.object({
  roles: z
    .array(roleSchema)
    .min(1, "Pick at least one role")
    .max(ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, "Pick each role once"),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistInputSchema>;

/** `PATCH …/set-winner`. */
export const setWinnerInputSchema = z.object({ winnerTeamName: teamNameSchema });
export type SetWinnerInput = z.infer<typeof setWinnerInputSchema>;

/** A view of the hub: [startDate, endDate), the viewer's chosen day in UTC, at most two days. */
type HubWindow = { startDate: string; endDate: string };
const isOrdered = (q: HubWindow) => new Date(q.endDate) > new Date(q.startDate);
const MAX_HUB_WINDOW_MS = 48 * 60 * 60 * 1000;
const isShortEnough = (q: HubWindow) =>
  new Date(q.endDate).getTime() - new Date(q.startDate).getTime() <= MAX_HUB_WINDOW_MS;

/** `GET /api/scrims?region&startDate&endDate`: the start and end of the viewer's chosen day, in UTC. */
export const listScrimsQuerySchema = z
  .object({
    region: regionSchema,
    startDate: dateTime(),
    endDate: dateTime(),
  })
  .refine(isOrdered, "endDate must be after startDate")
  .refine(isShortEnough, "A list covers at most two days");
export type ListScrimsQuery = z.infer<typeof listScrimsQuerySchema>;

/**
 * `join_region_hub`: a region's hub, and the day on view (as the list's query gives it). With the
 * day, only changes of scrims starting in it are sent; without, every change of the region.
 */
export const hubWatchInputSchema = z
  .object({
    region: regionSchema,
    startDate: dateTime().optional(),
    endDate: dateTime().optional(),
  })
  .refine(
    (q) => (q.startDate === undefined) === (q.endDate === undefined),
    "startDate and endDate come together",
  )
  .refine((q) => !q.startDate || !q.endDate || isOrdered(q as HubWindow), {
    message: "endDate must be after startDate",
  })
  .refine((q) => !q.startDate || !q.endDate || isShortEnough(q as HubWindow), {
    message: "A hub view covers at most two days",
  });
export type HubWatchInput = z.infer<typeof hubWatchInputSchema>;

export const scrimIdParamsSchema = z.object({ id: z.uuid("Scrim not found") });
export const scrimUserParamsSchema = z.object({
  id: z.uuid("Scrim not found"),
  userId: z.uuid("User not found"),
});

/**
 * `PATCH …/admin-fill-random`: the body may name the region (as the original client sends it);
 * the server always fills from the scrim's own region, so it is optional and informative only.
 * `balanced` picks, among the region's available players, those that bring the two teams'
 * average ranks closest; otherwise the players are random.
 */
export const adminFillRandomInputSchema = z
  .object({ region: regionSchema.optional(), balanced: z.boolean().default(false) })
  .nullish();
export type AdminFillRandomInput = z.infer<typeof adminFillRandomInputSchema>;

/** `GET /api/scrims`, `GET /api/users/{id}/created-scrims`. */
export const scrimListDtoSchema = z.array(scrimDtoSchema);

const playerStatsDtoSchema = z.object({
  userExp: z.number(),
  userLevel: z.number().int(),
  expProgress: z.number(),
  expNeeded: z.number(),
  expProgressPercent: z.number(),
  userWinrate: z.number(),
  userGamesPlayedCount: z.number().int(),
  userGamesCastedCount: z.number().int(),
});
export type PlayerStatsDto = z.infer<typeof playerStatsDtoSchema>;

/** `GET /api/users/{id}/scrims`: the scrims a player played or casted, with their record. */
/** A profile list holds this many scrims a page unless `limit` says otherwise (at most the max). */
const PROFILE_SCRIMS_PAGE_DEFAULT = 20;
const PROFILE_SCRIMS_PAGE_MAX = 50;

const PROFILE_SCRIMS_ORDERS = ["desc", "asc"] as const;
export type ProfileScrimsOrder = (typeof PROFILE_SCRIMS_ORDERS)[number];
const CREATED_SCRIMS_FILTERS = ["none", "public", "private"] as const;
export type CreatedScrimsFilter = (typeof CREATED_SCRIMS_FILTERS)[number];
const PARTICIPATED_SCRIMS_FILTERS = ["none", "played", "casted", "captain", "won", "lost"] as const;
export type ParticipatedScrimsFilter = (typeof PARTICIPATED_SCRIMS_FILTERS)[number];

/** The paging part of a profile list's query: page size, order by start, and where to go on. */
const profileScrimsPageQuery = {
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(PROFILE_SCRIMS_PAGE_MAX, `limit must be at most ${PROFILE_SCRIMS_PAGE_MAX}`)
    .default(PROFILE_SCRIMS_PAGE_DEFAULT),
  /** By start time: newest first (default) or oldest first. */
  order: z.enum(PROFILE_SCRIMS_ORDERS, "order must be desc or asc").default("desc"),
  /** The `page.next` of the previous page: the page holds the scrims after that one. */
  after: z.uuid("after must be a scrim id").optional(),
};

/** `GET /api/users/{id}/created-scrims?limit&order&filter&after`. */
export const createdScrimsQuerySchema = z.object({
  ...profileScrimsPageQuery,
  filter: z
    .enum(CREATED_SCRIMS_FILTERS, `filter must be one of ${CREATED_SCRIMS_FILTERS.join(", ")}`)
    .default("none"),
});
export type CreatedScrimsQuery = z.infer<typeof createdScrimsQuerySchema>;

/** `GET /api/users/{id}/scrims?limit&order&filter&after`. */
export const participatedScrimsQuerySchema = z.object({
  ...profileScrimsPageQuery,
  filter: z
    .enum(
      PARTICIPATED_SCRIMS_FILTERS,
      `filter must be one of ${PARTICIPATED_SCRIMS_FILTERS.join(", ")}`,
    )
    .default("none"),
});
export type ParticipatedScrimsQuery = z.infer<typeof participatedScrimsQuerySchema>;

/**
 * Where a page of a profile list stands: `total` scrims in the list (for this viewer),
 * `matching` the filter, and `next`, the `after` of the following page (null on the last one).
 */
const scrimsPageDtoSchema = z.object({
  total: z.number().int(),
  matching: z.number().int(),
  next: z.uuid().nullable(),
});
export type ScrimsPageDto = z.infer<typeof scrimsPageDtoSchema>;

/** A page of the scrims a player created. */
export const createdScrimsDtoSchema = z.object({
  scrims: z.array(scrimDtoSchema),
  page: scrimsPageDtoSchema,
});
export type CreatedScrimsDto = z.infer<typeof createdScrimsDtoSchema>;

/** A page of the scrims a player played or casted, with the stats of all his games. */
export const userScrimsDtoSchema = z.object({
  scrims: z.array(scrimDtoSchema),
  stats: playerStatsDtoSchema,
  page: scrimsPageDtoSchema,
});
export type UserScrimsDto = z.infer<typeof userScrimsDtoSchema>;

/** `PATCH …/admin-fill-random`: how many empty seats were filled, and the scrim after it. */
export const fillRandomDtoSchema = z.object({
  filledPositions: z.number().int().min(0),
  scrim: scrimDtoSchema,
});
export type FillRandomDto = z.infer<typeof fillRandomDtoSchema>;

/**
 * `GET …/balance` (admins): the seats the balance would give (each player keeps their role; per
 * role the two players may swap sides) and the teams' average ranks before and after, unrounded.
 */
export const balanceProposalDtoSchema = z.object({
  teamOne: z.array(scrimPlayerDtoSchema),
  teamTwo: z.array(scrimPlayerDtoSchema),
  before: teamAverageRanksSchema,
  after: teamAverageRanksSchema,
});
export type BalanceProposalDto = z.infer<typeof balanceProposalDtoSchema>;

/** A 409 when the scrim changed under the request: the current state comes along. */
export const scrimConflictDtoSchema = apiErrorSchema.extend({
  scrim: scrimDtoSchema.optional(),
});
