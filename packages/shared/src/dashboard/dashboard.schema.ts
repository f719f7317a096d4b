import { z } from "zod";

// The admin dashboard's three reads (part 2, section 3: "Dashboard stats", "Activity", "Server
// status"), under /api/admin/dashboard.

const count = z.number().int().nonnegative();

/** `GET /api/admin/dashboard/stats`: every figure counted by the database. */
export const dashboardStatsDtoSchema = z.object({
  /** Live accounts (deleted ones left out). */
  totalUsers: count,
  /** Live accounts registered in the last 7 days. */
  weeklyNewUsers: count,
  totalScrims: count,
  /** Scrims created in the last 7 days. */
  weeklyNewScrims: count,
  /** Live accounts seen (a signed-in request or socket) since midnight UTC. */
  activeToday: count,
  banStatistics: z.object({
    /** Bans not lifted whose end is still ahead (biting, or due to start). */
    activeBans: count,
    /** Bans whose end has passed but that nobody lifted yet. */
    expiredBans: count,
    /** Players with at least one ban in the history. */
    totalBannedUsers: count,
    /** Every ban ever given. */
    totalBans: count,
  }),
  /** Registrations per calendar month (UTC), oldest first; months without one are left out. */
  monthlyUserGrowth: z.array(
    z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), count }),
  ),
  /** Scrims by game day (UTC, `YYYY-MM-DD`) over the last 7 days ending today, oldest first. */
  weeklyScrimActivity: z.array(z.object({ day: z.string(), scrims: count })),
  /** Live accounts per region, most first; `null` for an account without one. */
  regionDistribution: z.array(z.object({ region: z.string().nullable(), count })),
  /** Live accounts per rank division ('Gold', 'Unranked', ...), most first. */
  rankDistribution: z.array(z.object({ rank: z.string(), count })),
});
export type DashboardStatsDto = z.infer<typeof dashboardStatsDtoSchema>;

const ACTIVITY_TYPES = ["scrim", "user", "ban"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** Chip of an activity: active success, completed info, banned error, lifted warning, new primary. */
const ACTIVITY_STATUSES = ["active", "completed", "banned", "lifted", "new"] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** How many activities the dashboard lists (newest first). */
export const ACTIVITY_LIMIT = 20;

const activityDtoSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  description: z.string(),
  /** ISO-8601: when the scrim was created, the player registered, the ban was given or lifted. */
  timestamp: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  details: z.object({
    scrimId: z.string().nullable(),
    userName: z.string().nullable(),
    userId: z.string().nullable(),
    region: z.string().nullable(),
    rank: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});
export type ActivityDto = z.infer<typeof activityDtoSchema>;

/** Details of an activity before its own are filled in: every one null. */
export const EMPTY_ACTIVITY_DETAILS: ActivityDto["details"] = {
  scrimId: null,
  userName: null,
  userId: null,
  region: null,
  rank: null,
  reason: null,
};

/** `GET /api/admin/dashboard/activity`: the latest scrims, registrations and bans, newest first. */
export const activityListDtoSchema = z.array(activityDtoSchema);

/** A service's state; the dashboard shows anything else as Unknown. */
const SERVICE_STATUSES = ["operational", "warning", "error", "inactive"] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
const serviceStatus = z.enum(SERVICE_STATUSES);

/** `GET /api/admin/dashboard/system-status`. */
export const systemStatusDtoSchema = z.object({
  services: z.object({
    /** `latency`: one query's round trip in ms; null when the database did not answer. */
    database: z.object({ status: serviceStatus, latency: z.number().nonnegative().nullable() }),
    /** `connections`: open sockets across every process; null when they could not be counted. */
    websocket: z.object({ status: serviceStatus, connections: count.nullable() }),
    riotApi: z.object({ status: serviceStatus }),
    emailService: z.object({ status: serviceStatus }),
  }),
});
export type SystemStatusDto = z.infer<typeof systemStatusDtoSchema>;
