import { authMessages } from "@scrims/shared/auth/auth.schema";
import {
  discordKey,
  summonerNameKey,
  type AccountDetailsInput,
  type RegisterInput,
  type UpdateUserInput,
} from "@scrims/shared/users/users.schema";
import type { Deps } from "@/lib/deps";
import { userRoom } from "@/lib/rooms";
import { AppError } from "@/lib/errors";
import { withTransaction } from "@/lib/transaction";
import { usersRepository, type UserRow } from "@/features/users/users.repository";
import { withUserConflicts } from "@/features/users/users.service";
import { riotIdChanged, schedulePuuidLookup } from "@/features/riot/riot.jobs";
import { authRepository } from "./auth.repository";
import { isAdminEmail } from "./auth.rules";
import type { AuthContext, SignedIn } from "./auth.service";

/**
 * The columns a player's account details set, at registration and in the settings alike: the
 * fields as given, with the keys of the summoner name and Discord that the unique indexes read.
 */
function accountDetailsColumns(input: AccountDetailsInput) {
  return {
    name: input.name,
    nameKey: summonerNameKey(input.name),
    summonerTagline: input.summonerTagline,
    region: input.region,
    discord: input.discord,
    discordKey: discordKey(input.discord),
    rank: input.rank,
    canSendEmailsToUser: input.canSendEmailsToUser,
  };
}

/**
 * Creates the account of a signed-in identity. Email comes from the identity, never the body;
 * ADMIN_EMAILS decides isAdmin. The unique indexes (name per region, Discord) are the guard
 * against races: a violation becomes 409 CONFLICT with the message the sign-up form shows.
 *
 * @throws AppError ALREADY_REGISTERED | CONFLICT | UNAUTHORIZED (identity gone)
 */
export async function registerAccount(
  deps: Deps,
  auth: AuthContext,
  input: RegisterInput,
): Promise<SignedIn> {
  const user = await withUserConflicts(input, () =>
    deps.db.transaction(async (tx) => {
      // Row lock: two registrations of the same sign-in cannot both create an account.
      const identity = await authRepository.findIdentityByIdForUpdate(tx, auth.identity.id);
      if (!identity) {
        throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
      }
      if (identity.userId) {
        throw new AppError("ALREADY_REGISTERED", authMessages.alreadyRegistered);
      }
      const created = await usersRepository.insert(tx, {
        ...accountDetailsColumns(input),
        email: identity.email,
        isAdmin: isAdminEmail(deps.config.adminEmails, identity.email),
        lastLoggedIn: new Date(),
        lastSeenAt: new Date(),
      });
      await authRepository.linkIdentity(tx, identity.id, created.id);
      // The PUUID is looked up in the background (never holding up registration).
      await schedulePuuidLookup(deps, tx, created.id);
      return created;
    }),
  );
  // The identity now belongs to an account: requests of its sessions see it at once.
  await deps.sessions.identityChanged(auth.identity.id);
  return { token: auth.token, user };
}

/**
 * Settings: a player changes their own summoner name, tagline, region, Discord, rank and email
 * consent; nothing else. Same uniqueness (and messages) as registration.
 *
 * @throws AppError CONFLICT | UNAUTHORIZED (account gone)
 */
export async function updateAccount(
  deps: Deps,
  userId: string,
  input: UpdateUserInput,
): Promise<UserRow> {
  const updated = await withUserConflicts(input, () =>
    deps.db.transaction(async (tx) => {
      const current = await usersRepository.findById(tx, userId);
      if (!current) {
        return undefined;
      }
      // A new Riot ID forgets the old PUUID and looks up the new one (in the background).
      const newRiotId = riotIdChanged(current, input);
      const row = await usersRepository.update(tx, userId, {
        ...accountDetailsColumns(input),
        ...(newRiotId ? { puuid: null, soloQueueRank: null } : {}),
      });
      if (row && newRiotId) {
        await schedulePuuidLookup(deps, tx, userId);
      }
      return row;
    }),
  );
  if (!updated) {
    throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
  }
  await deps.sessions.userChanged(userId);
  // Hub lists show players' names, ranks and Discord.
  await deps.hubList.invalidateAll();
  return updated;
}

/**
 * Deletes a player's account: personal data is removed (the row stays as an anonymous player for
 * scrim history), every sign-in identity is deleted and with them all sessions and login codes,
 * its seats and caster places in games without a winner are freed, and its social data and
 * calendar feed are deleted, all in one transaction.
 *
 * @throws AppError UNAUTHORIZED (account already gone)
 */
export async function deleteAccount(deps: Deps, userId: string): Promise<void> {
  await withTransaction(deps, async (unit) => {
    const { tx, afterCommit } = unit;
    // Locks the account's row first: from here on nobody can seat it (see assertLiveUser).
    const deleted = await usersRepository.anonymise(tx, userId, new Date());
    if (!deleted) {
      throw new AppError("UNAUTHORIZED", authMessages.loginRequired);
    }
    await authRepository.deleteIdentitiesOfUser(tx, userId);
    // Its places and its personal data in the other features go too (their subscribers): seats,
    // waitlists, friends, notifications, conversations and messages, the calendar feed.
    await unit.record("user.deleted", { userId });
    // Its sessions are gone: refused on every process.
    afterCommit(() => deps.sessions.userChanged(userId));
    // Hub lists show it as the anonymous 'Deleted player' from now on.
    afterCommit(() => deps.hubList.invalidateAll());
    // The account is gone: its sockets too (after commit, so a rollback keeps them).
    afterCommit(() => {
      deps.realtime.in(userRoom(userId)).disconnectSockets(true);
    });
  });
}
