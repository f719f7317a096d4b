import type { CurrentUserDto, UserDto } from "@scrims/shared/users/users.schema";
import type { UserRow } from "./users.repository";

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
