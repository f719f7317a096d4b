import { banMessages, type BanInput } from "@scrims/shared/bans/bans.schema";
import { messages as userMessages } from "@scrims/shared/users/users.schema";
import type { DbOrTx, Tx } from "@/db/client";
import type { Deps } from "@/lib/deps";
import { uniqueViolationConstraint } from "@/lib/db-errors";
import { AppError } from "@/lib/errors";
import { withTransaction, type AfterCommit, type CreateOptions } from "@/lib/transaction";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import { bitesAt } from "@/features/users/users.rules";
import type { Actor } from "@/lib/actor";
import { announceBan } from "./bans.broadcast";
import { cancelBanJobs, scheduleBanJobs } from "./bans.jobs";
import { bansRepository, type BanRow } from "./bans.repository";

/**
 * The ban check of every write route and socket event: refuses a player whose ban bites now.
 *
 * @throws AppError BANNED 'You are banned until {end}'
 */
export async function assertNotBanned(
  { sessions }: Pick<Deps, "sessions">,
  userId: string,
): Promise<void> {
  const ban = await sessions.openBanOf(userId);
  const now = new Date();
  if (ban && bitesAt(ban, now)) {
    throw new AppError("BANNED", banMessages.youAreBanned(ban.dateTo.toISOString()), {
      bannedUntil: ban.dateTo.toISOString(),
    });
  }
}

async function liveTarget(db: DbOrTx, userId: string): Promise<UserRow> {
  const user = await usersRepository.findById(db, userId);
  if (!user) {
    throw new AppError("NOT_FOUND", userMessages.userIdNotFound());
  }
  return user;
}

/**
 * An admin bans another player (not himself, not an admin). A ban of the player that already
 * expired is lifted first; a ban still open is a 409 (the unique index decides between two
 * admins banning at once). The player's sockets get `banned` and are closed after commit.
 *
 * @throws AppError NOT_FOUND | FORBIDDEN (self, admin) | ALREADY_BANNED
 */
export async function banUser(
  deps: Deps,
  input: { actor: Actor; userId: string; ban: BanInput },
  options: CreateOptions<{ user: UserRow; ban: BanRow }> = {},
): Promise<{ user: UserRow; ban: BanRow }> {
  return mapBanConflict(() =>
    withTransaction(deps, (unit) => banInTransaction(deps, unit, input), options.inTransaction),
  );
}

/**
 * `banUser` inside a unit of work of the caller's (a report closed by the same ban). The caller
 * runs it through {@link mapBanConflict}, since the unique index answers only at the insert.
 *
 * @throws AppError NOT_FOUND | FORBIDDEN (self, admin)
 */
export async function banInTransaction(
  deps: Deps,
  unit: { tx: Tx; afterCommit: AfterCommit },
  input: { actor: Actor; userId: string; ban: BanInput },
): Promise<{ user: UserRow; ban: BanRow }> {
  if (input.actor.id === input.userId) {
    throw new AppError("FORBIDDEN", banMessages.cannotBanSelf);
  }
  const { tx, afterCommit } = unit;
  const now = new Date();
  const user = await liveTarget(tx, input.userId);
  if (user.isAdmin) {
    throw new AppError("FORBIDDEN", banMessages.cannotBanAdmin);
  }
  await bansRepository.liftExpired(tx, { now, liftedById: null, userId: user.id });
  const ban = await bansRepository.insert(tx, {
    userId: user.id,
    dateFrom: new Date(input.ban.dateFrom),
    dateTo: new Date(input.ban.dateTo),
    reason: input.ban.reason,
    bannedById: input.actor.id,
  });
  await scheduleBanJobs(tx, ban, now);
  // The ban check reads the open ban from the session cache: every process drops it first.
  afterCommit(() => deps.sessions.userChanged(user.id));
  // Admins see a "banned" mark on the player's seats in the kept hub lists.
  afterCommit(() => deps.hubList.invalidateAll());
  afterCommit(() => announceBan(deps, ban, new Date()));
  return { user, ban };
}

/** Runs `work`, turning the one-open-ban index's refusal into ALREADY_BANNED (409). */
export async function mapBanConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationConstraint(error) === "bans_one_open_per_user_key") {
      throw new AppError("ALREADY_BANNED", banMessages.alreadyBanned);
    }
    throw error;
  }
}

/**
 * An admin lifts the open ban of a player (active, due or expired).
 *
 * @throws AppError NOT_FOUND | NOT_BANNED
 */
export async function unbanUser(
  deps: Deps,
  input: { actor: Actor; userId: string },
): Promise<UserRow> {
  return withTransaction(deps, async ({ tx, afterCommit }) => {
    const user = await liveTarget(tx, input.userId);
    afterCommit(() => deps.sessions.userChanged(user.id));
    afterCommit(() => deps.hubList.invalidateAll());
    const lifted = await bansRepository.liftOpen(tx, {
      userId: user.id,
      liftedById: input.actor.id,
      now: new Date(),
    });
    if (!lifted) {
      throw new AppError("NOT_BANNED", banMessages.notBanned);
    }
    await cancelBanJobs(tx, lifted.id);
    return user;
  });
}

/** Lifts every ban whose end has passed (the admin action, `liftedById` the admin). */
export async function liftExpiredBans(
  deps: Pick<Deps, "db" | "log" | "sessions" | "background" | "events">,
  liftedById: string | null,
): Promise<number> {
  const lifted = await withTransaction(deps, async ({ tx, afterCommit }) => {
    afterCommit(() => deps.sessions.bansLifted());
    return bansRepository.liftExpired(tx, { now: new Date(), liftedById });
  });
  return lifted.length;
}
