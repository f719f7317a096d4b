import type { CurrentBanDto } from "@scrims/shared/bans/bans.schema";
import { soloQueueRank } from "@scrims/shared/riot/riot.rules";
import type { RankedEntryDto } from "@scrims/shared/riot/riot.schema";
import type { ReliabilityDto } from "@scrims/shared/users/reliability.schema";
import {
  messages,
  summonerNameKey,
  type AdminUpdateUserInput,
  type ProfileBackgroundInput,
  type UserLookupQuery,
  type UserSearchQuery,
} from "@scrims/shared/users/users.schema";
import type { DbOrTx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import type { Viewer } from "@/lib/actor";
import { presentCurrentBan } from "./users.presenter";
import { usersRepository, type UserRow } from "./users.repository";
import {
  RELIABILITY_WINDOW_MS,
  noShowBlockEnd,
  reliabilityOf,
  userConflictError,
} from "./users.rules";

/**
 * Runs a write on users, turning a unique violation (name per region, Discord, email) into the
 * 409 a player should read. The index is the guard; no read-before-write is needed.
 */
export async function withUserConflicts<T>(
  attempted: { name?: string; region?: string; discord?: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    const conflict =
      constraint === undefined ? undefined : userConflictError(constraint, attempted);
    throw conflict ?? error;
  }
}

function notFound(): AppError {
  return new AppError("NOT_FOUND", messages.userIdNotFound());
}

type UserUpdateDeps = Pick<Deps, "db" | "hubList" | "sessions">;

/**
 * The account a write on it answered, made visible everywhere: its cached session and the hub
 * lists (which show players' names and ranks) are dropped.
 *
 * @throws AppError NOT_FOUND when the write found no live account
 */
async function publishUserUpdate(
  deps: UserUpdateDeps,
  updated: UserRow | undefined,
): Promise<UserRow> {
  if (!updated) {
    throw notFound();
  }
  await deps.sessions.userChanged(updated.id);
  await deps.hubList.invalidateAll();
  return updated;
}

/** Players whose summoner name contains `q` (case and spaces ignored), prefix matches first. */
export async function searchUsers({ db }: Pick<Deps, "db">, query: UserSearchQuery) {
  const keyPart = summonerNameKey(query.q);
  if (keyPart.length === 0) {
    return [];
  }
  return usersRepository.search(db, {
    keyPart,
    region: query.region,
    limit: query.limit,
    available: query.available === "true",
  });
}

/**
 * A live player by id.
 *
 * @throws AppError NOT_FOUND 'User not found'
 */
export async function getUserById({ db }: Pick<Deps, "db">, id: string): Promise<UserRow> {
  const user = await usersRepository.findById(db, id);
  if (!user) {
    throw notFound();
  }
  return user;
}

/**
 * A live player by summoner name (case and spaces ignored), region and tagline when given.
 *
 * @throws AppError NOT_FOUND 'User {name} was not found[ in {region}]'
 */
export async function findUserByName(
  { db }: Pick<Deps, "db">,
  name: string,
  query: UserLookupQuery,
): Promise<UserRow> {
  const user = await usersRepository.findByNameKey(db, {
    nameKey: summonerNameKey(name),
    region: query.region,
    tagline: query.tagline,
  });
  if (!user) {
    throw new AppError("NOT_FOUND", messages.userNotFound(name, query.region));
  }
  return user;
}

/** `currentBan` of a user DTO: the ban of `userId` not lifted yet, or null. */
export async function currentBanOf(
  db: DbOrTx,
  userId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<CurrentBanDto | null> {
  const ban = await usersRepository.findOpenBan(db, userId);
  return ban ? presentCurrentBan(ban, viewer, now) : null;
}

/**
 * A user DTO with its `currentBan`, as `viewer` may see it (profile reads, the own account): the
 * ban as the ban check keeps it (the session cache, dropped on every process by a ban's change).
 */
async function withCurrentBan<T extends { _id: string }>(
  { sessions }: Pick<Deps, "sessions">,
  dto: T,
  viewer: Viewer,
): Promise<T & { currentBan: CurrentBanDto | null }> {
  const ban = await sessions.openBanOf(dto._id);
  return { ...dto, currentBan: ban ? presentCurrentBan(ban, viewer, new Date()) : null };
}

/** How far back the block looks: a third no-show within the last day may pair with 30 days before. */
const BLOCK_LOOKBACK_MS = RELIABILITY_WINDOW_MS + 24 * 60 * 60 * 1000;

/** What a user DTO says of a player's attendance (profile reads and the own account). */
export type AttendanceSummary = { reliability: ReliabilityDto; noShowBlockedUntil: string | null };

/** Reliability over the last 30 days and the end of a no-show block, at `now`. */
export async function attendanceOf(
  db: DbOrTx,
  userId: string,
  now: Date = new Date(),
): Promise<AttendanceSummary> {
  const { records, lastClearedAt } = await usersRepository.attendanceSince(
    db,
    userId,
    new Date(now.getTime() - BLOCK_LOOKBACK_MS),
  );
  const windowStart = now.getTime() - RELIABILITY_WINDOW_MS;
  const recent = records.filter((record) => record.recordedAt.getTime() >= windowStart);
  const blockEnd = noShowBlockEnd(records, lastClearedAt, now);
  return {
    reliability: reliabilityOf(recent),
    noShowBlockedUntil: blockEnd?.toISOString() ?? null,
  };
}

/** A user DTO with its reliability and no-show block. */
async function withAttendance<T extends { _id: string }>(
  db: DbOrTx,
  dto: T,
): Promise<T & AttendanceSummary> {
  return { ...dto, ...(await attendanceOf(db, dto._id)) };
}

/**
 * A player's standing as `viewer` may see it, added to their DTO: the current ban (its reason
 * only for the player and admins), reliability and no-show block. Profile reads and the own
 * account show it; lists of players do not.
 */
export async function withStanding<T extends { _id: string }>(
  deps: Pick<Deps, "db" | "sessions">,
  dto: T,
  viewer: Viewer,
) {
  return withAttendance(deps.db, await withCurrentBan(deps, dto, viewer));
}

/**
 * The owner changes their profile background and blur; nobody else may, admins included.
 *
 * @throws AppError FORBIDDEN | NOT_FOUND
 */
export async function setProfileBackground(
  deps: UserUpdateDeps,
  input: { actorId: string; userId: string; background: ProfileBackgroundInput },
): Promise<UserRow> {
  if (input.actorId !== input.userId) {
    throw new AppError("FORBIDDEN", "You can only change your own profile background");
  }
  return publishUserUpdate(
    deps,
    await usersRepository.update(deps.db, input.userId, input.background),
  );
}

/**
 * An admin corrects another player's summoner name, tagline or rank. The name stays unique in
 * the player's region.
 *
 * @throws AppError NOT_FOUND | CONFLICT
 */
export async function adminUpdateUser(
  deps: UserUpdateDeps,
  input: { userId: string; changes: AdminUpdateUserInput },
): Promise<UserRow> {
  const { changes } = input;
  const current = await getUserById(deps, input.userId);
  const updated = await withUserConflicts({ name: changes.name, region: current.region }, () =>
    usersRepository.update(deps.db, input.userId, {
      ...(changes.name !== undefined
        ? { name: changes.name, nameKey: summonerNameKey(changes.name) }
        : {}),
      ...(changes.summonerTagline !== undefined
        ? { summonerTagline: changes.summonerTagline }
        : {}),
      ...(changes.rank !== undefined ? { rank: changes.rank } : {}),
    }),
  );
  return publishUserUpdate(deps, updated);
}

/**
 * An admin grants or removes another player's admin rights (takes effect on their next request).
 * Nobody changes their own flag. ADMIN_EMAILS accounts get it back at their next sign-in.
 *
 * @throws AppError FORBIDDEN (own flag) | NOT_FOUND
 */
export async function setAdminFlag(
  deps: UserUpdateDeps,
  input: { actorId: string; userId: string; isAdmin: boolean },
): Promise<UserRow> {
  if (input.actorId === input.userId) {
    throw new AppError("FORBIDDEN", "You cannot change your own admin rights");
  }
  return publishUserUpdate(
    deps,
    await usersRepository.update(deps.db, input.userId, { isAdmin: input.isAdmin }),
  );
}

/**
 * A summoner lookup found this account's current ranks: the solo-queue one is stored on the
 * accounts with that PUUID, and hub lists (which show average ranks) are made again if it changed.
 */
export async function storeSoloQueueRank(
  deps: Pick<Deps, "db" | "hubList">,
  summoner: { puuid: string; rankedData: readonly RankedEntryDto[] },
): Promise<void> {
  const rank = soloQueueRank(summoner.rankedData) ?? null;
  if ((await usersRepository.setSoloQueueRankByPuuid(deps.db, summoner.puuid, rank)) > 0) {
    await deps.hubList.invalidateAll();
  }
}
