import {
  ACTIVITY_LIMIT,
  type ActivityDto,
  type DashboardStatsDto,
  type SystemStatusDto,
} from "@scrims/shared/dashboard/dashboard.schema";
import type { Deps } from "@/lib/deps";
import { countConnections } from "@/lib/realtime";
import { probeSmtp } from "@/features/mail/mail.client";
import { serverStatusRepository } from "@/features/server-status/server-status.repository";
import { dashboardRepository as repo } from "./dashboard.repository";
import {
  presentBanActivity,
  presentRegistrationActivity,
  presentScrimActivity,
} from "./dashboard.presenter";
import { databaseStatus, fillChartDays, statsMoments } from "./dashboard.rules";

/**
 * The admin dashboard's figures at `now`, each counted by the database (see the repository):
 * users, scrims, bans, registrations per month, scrims per game day of the last week, players per
 * region and per rank division.
 */
export async function getDashboardStats(
  { db }: Pick<Deps, "db">,
  now: Date = new Date(),
): Promise<DashboardStatsDto> {
  const moments = statsMoments(now);
  const [users, scrims, banStatistics, monthly, days, regions, ranks] = await Promise.all([
    repo.countUsers(db, moments),
    repo.countScrims(db, moments),
    repo.countBans(db, now),
    repo.registrationsByMonth(db),
    repo.scrimsByGameDay(db, moments),
    repo.usersByRegion(db),
    repo.usersByRankDivision(db),
  ]);
  return {
    totalUsers: users.total,
    weeklyNewUsers: users.weeklyNew,
    totalScrims: scrims.total,
    weeklyNewScrims: scrims.weeklyNew,
    activeToday: users.activeToday,
    banStatistics,
    monthlyUserGrowth: monthly,
    weeklyScrimActivity: fillChartDays(days, moments.firstChartDay),
    regionDistribution: regions,
    rankDistribution: ranks,
  };
}

/**
 * The latest scrims created, players registered and bans given or lifted, newest first
 * ({@link ACTIVITY_LIMIT} in all).
 */
export async function getRecentActivity({ db }: Pick<Deps, "db">): Promise<ActivityDto[]> {
  const [scrims, registrations, given, lifted] = await Promise.all([
    repo.latestScrims(db, ACTIVITY_LIMIT),
    repo.latestRegistrations(db, ACTIVITY_LIMIT),
    repo.latestBanEvents(db, "banned", ACTIVITY_LIMIT),
    repo.latestBanEvents(db, "lifted", ACTIVITY_LIMIT),
  ]);
  const activities = [
    ...scrims.map(presentScrimActivity),
    ...registrations.map(presentRegistrationActivity),
    ...given.map((ban) => presentBanActivity(ban, "banned")),
    ...lifted.map((ban) => presentBanActivity(ban, "lifted")),
  ];
  return activities
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
    .slice(0, ACTIVITY_LIMIT);
}

async function databaseService(deps: Pick<Deps, "db" | "log">) {
  try {
    const latency = Math.round((await serverStatusRepository.ping(deps.db)) * 10) / 10;
    return { status: databaseStatus(latency), latency };
  } catch (error) {
    deps.log.warn({ err: error }, "system status: the database did not answer");
    return { status: databaseStatus(null), latency: null };
  }
}

async function websocketService(deps: Pick<Deps, "realtime" | "log">) {
  try {
    return { status: "operational" as const, connections: await countConnections(deps.realtime) };
  } catch (error) {
    deps.log.warn({ err: error }, "system status: sockets could not be counted");
    return { status: "error" as const, connections: null };
  }
}

async function emailService({ config }: Pick<Deps, "config">) {
  if (!config.mail.smtpUrl) {
    return { status: "inactive" as const };
  }
  return { status: (await probeSmtp(config.mail.smtpUrl)) ? "operational" : "error" } as const;
}

/**
 * The state of the services behind the app: the database (one query's latency), the sockets
 * (open connections of every process), Riot's API (this process's recent calls) and mail (its
 * server's greeting; inactive without SMTP_URL).
 */
export async function getSystemStatus(deps: Deps): Promise<SystemStatusDto> {
  const [database, websocket, emailStatus] = await Promise.all([
    databaseService(deps),
    websocketService(deps),
    emailService(deps),
  ]);
  return {
    services: {
      database,
      websocket,
      riotApi: { status: deps.riot.status() },
      emailService: emailStatus,
    },
  };
}
