import {
  ACTIVITY_DEFAULT_MONTHS,
  type ActivityDto,
  type ActivityQuery,
} from "@scrims/shared/scrims/activity.schema";
import { lastMonths, monthsFromTo } from "@scrims/shared/scrims/activity.rules";
import type {
  CreatedScrimsQuery,
  ParticipatedScrimsQuery,
  ScrimsPageDto,
} from "@scrims/shared/scrims/scrims.schema";
import { playerStats, type PlayerStats } from "@scrims/shared/scrims/scrims.rules";
import type { Deps } from "@/lib/deps";
import { inTimeZone } from "@/lib/time-zone";
import { getUserById } from "@/features/users/users.service";
import { privateScrimsFor } from "../scrims.policy";
import type { Actor } from "@/lib/actor";
import {
  scrimsRepository,
  type PrivateScrims,
  type ProfileListPage,
  type ProfilePage,
  type ScrimAggregate,
} from "../scrims.repository";
import { recordRepository } from "./record.repository";

/** A page of a profile list: its scrims with everyone in them, and where the page stands. */
export type ScrimsPage = { scrims: ScrimAggregate[]; page: ScrimsPageDto };

/**
 * One page of a player's profile list, after checking the player exists: `list` reads the rows
 * the viewer may see (private ones as `privateScrimsFor` allows), then each comes with everyone in it.
 */
async function profileListPage<F>(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
  query: ProfilePage & { filter: F },
  list: (
    db: Deps["db"],
    input: { userId: string; privateScrims: PrivateScrims; filter: F; page: ProfilePage },
  ) => Promise<ProfileListPage>,
): Promise<ScrimsPage> {
  await getUserById(deps, userId);
  const { rows, total, matching, next } = await list(deps.db, {
    userId,
    privateScrims: privateScrimsFor(viewer),
    filter: query.filter,
    page: query,
  });
  return {
    scrims: await scrimsRepository.loadAggregates(deps.db, rows),
    page: { total, matching, next },
  };
}

/**
 * A page of the scrims a player created, by start (newest first unless `order` is asc), public or
 * private ones only when `filter` says so. Private ones only for the viewer's own scrims (creator,
 * member) and for admins.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function listCreatedScrims(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
  query: CreatedScrimsQuery,
): Promise<ScrimsPage> {
  return profileListPage(deps, viewer, userId, query, scrimsRepository.listCreatedBy);
}

/**
 * A player's record: a page of the scrims he played or casted (by start, newest first unless
 * `order` is asc, narrowed by `filter`; private ones only for their members and admins) and stats
 * from stored results: a win +3 EXP, a loss +0.5, a cast of a game with a result +1; games played
 * = games with a result he was seated in (so the win rate is wins / games played); private games
 * count in the stats.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function getPlayerRecord(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
  query: ParticipatedScrimsQuery,
): Promise<ScrimsPage & { stats: PlayerStats }> {
  const page = await profileListPage(
    deps,
    viewer,
    userId,
    query,
    scrimsRepository.listParticipatedBy,
  );
  const results = await recordRepository.results(deps.db, userId);
  return {
    ...page,
    stats: playerStats({ ...results, gamesPlayed: results.wins + results.losses }),
  };
}

/**
 * A player's activity chart: his games (played, casted or both) by month of their start in the
 * viewer's time zone `tz`, every month of the range with its count. The range is `from`–`to`, or
 * the last 6 months up to the current one in `tz`. Games count once started; private ones only
 * for viewers who may see them (members and admins), as in the profile's lists.
 *
 * @throws AppError NOT_FOUND 'User not found' | VALIDATION_FAILED (a zone PostgreSQL does not know)
 */
export async function getActivity(
  deps: Pick<Deps, "db">,
  viewer: Actor,
  userId: string,
  query: ActivityQuery,
  now = new Date(),
): Promise<ActivityDto> {
  await getUserById(deps, userId);
  const { from, to } =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : lastMonths(ACTIVITY_DEFAULT_MONTHS, now, query.tz);
  const counted = await inTimeZone(() =>
    recordRepository.gamesByMonth(deps.db, {
      userId,
      filter: query.filter,
      privateScrims: privateScrimsFor(viewer),
      from,
      to,
      tz: query.tz,
      now,
    }),
  );
  const games = new Map(counted.map((row) => [row.month, row.games]));
  const months = monthsFromTo(from, to).map((month) => ({ month, games: games.get(month) ?? 0 }));
  return {
    from,
    to,
    filter: query.filter,
    tz: query.tz,
    months,
    total: months.reduce((sum, month) => sum + month.games, 0),
  };
}
