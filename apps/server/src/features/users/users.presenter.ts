import type { CurrentBanDto } from "@scrims/shared/bans/bans.schema";
import type { CurrentUserDto, UserDto } from "@scrims/shared/users/users.schema";
import type { Viewer } from "@/lib/actor";
import type { OpenBanRow, UserRow } from "./users.repository";
import { bitesAt } from "./users.rules";

/** The public fields of a player, the only ones other players may see (never the email). */
export function presentUser(user: UserRow): UserDto {
  return {
    _id: user.id,
    name: user.name,
    summonerTagline: user.summonerTagline,
    region: user.region,
    rank: user.rank,
    soloQueueRank: user.soloQueueRank,
    discord: user.discord,
    isAdmin: user.isAdmin,
    isDonator: user.isDonator,
    profileBackgroundImg: user.profileBackgroundImg,
    profileBackgroundBlur: user.profileBackgroundBlur,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The signed-in player's own account: public fields plus email and email consent. */
export function presentCurrentUser(user: UserRow): CurrentUserDto {
  return {
    ...presentUser(user),
    email: user.email,
    canSendEmailsToUser: user.canSendEmailsToUser,
    lastLoggedIn: user.lastLoggedIn ? user.lastLoggedIn.toISOString() : null,
  };
}

/** A ban as its player, an admin, or anyone else may see it (the reason for the first two only). */
export function presentCurrentBan(ban: OpenBanRow, viewer: Viewer, now: Date): CurrentBanDto {
  const mayReadReason = viewer !== null && (viewer.isAdmin || viewer.id === ban.userId);
  return {
    _id: ban.id,
    isActive: bitesAt(ban, now),
    dateFrom: ban.dateFrom.toISOString(),
    dateTo: ban.dateTo.toISOString(),
    reason: mayReadReason ? ban.reason : null,
    _bannedBy: ban.bannedById,
  };
}
