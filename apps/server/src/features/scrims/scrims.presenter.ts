import type { Region } from "@scrims/shared/common/regions.constants";
import { ROLES, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import type {
  ResultSource,
  ScrimDto,
  ScrimPlayerDto,
  TournamentStatus,
} from "@scrims/shared/scrims/scrims.schema";
import { canSeeWaitlist, scrimTimeState } from "@scrims/shared/scrims/scrims.rules";
import { checkInOpensAt } from "@scrims/shared/scrims/check-in.rules";
import type { CheckInMinutes } from "@scrims/shared/scrims/check-in.constants";
import { presentUser } from "@/features/users/users.presenter";
import { bitesAt } from "@/features/users/users.rules";
import { canSeeLobbyDetails } from "./scrims.policy";
import type { Viewer } from "@/lib/actor";
import type { ScrimAggregate, SeatWithUser } from "./scrims.repository";
import { averageRanksOf, playerRankValue, type RatedSeat } from "./scrims.rules";

/** Seats with their players' rank values, as the balance rules read them. */
export function ratedSeats(players: SeatWithUser[]): RatedSeat[] {
  return players.map((seat) => ({
    team: seat.team,
    role: seat.role,
    userId: seat.user.id,
    value: playerRankValue(seat.user),
  }));
}

export function presentTeam(
  players: SeatWithUser[],
  team: TeamName,
  viewer: Viewer,
  now: Date = new Date(),
): ScrimPlayerDto[] {
  return players
    .filter((seat) => seat.team === team)
    .sort((a, b) => ROLES.indexOf(a.role) - ROLES.indexOf(b.role))
    .map((seat) => ({
      role: seat.role,
      team: { name: seat.team },
      _user: {
        ...presentUser(seat.user),
        // The "banned" marker of a seat is for admins only.
        ...(viewer?.isAdmin ? { isBanned: seat.openBan ? bitesAt(seat.openBan, now) : false } : {}),
      },
      checkedIn: Boolean(seat.checkedInAt),
    }));
}

/** Ids of everyone in a scrim, as the policy functions take them. */
export function membershipOf(aggregate: ScrimAggregate) {
  return {
    createdById: aggregate.scrim.createdById,
    lobbyHostId: aggregate.scrim.lobbyHostId,
    gameStartTime: aggregate.scrim.gameStartTime,
    playerIds: aggregate.players.map((seat) => seat.user.id),
    casterIds: aggregate.casters.map((caster) => caster.id),
  };
}

/** Who may see a scrim's waitlist (besides admins): its players, casters, host and waiting players. */
function waitlistAudienceOf(aggregate: ScrimAggregate) {
  return {
    ...membershipOf(aggregate),
    waitlistIds: aggregate.waitlist.map((entry) => entry.user.id),
  };
}

/** Everyone in a scrim (creator, lobby host, players, casters): who may see it while private. */
export function memberIdsOf(aggregate: ScrimAggregate): string[] {
  const scrim = membershipOf(aggregate);
  const ids = [scrim.createdById, scrim.lobbyHostId, ...scrim.playerIds, ...scrim.casterIds];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/**
 * A scrim as `viewer` may see it: public user fields only (deleted accounts appear as the
 * anonymous 'Deleted player'); `lobbyName` and `lobbyPassword` only when canSeeLobbyDetails, and
 * otherwise absent. A null viewer gets what anyone may see (for broadcasts).
 */
export function presentScrim(
  aggregate: ScrimAggregate,
  viewer: Viewer,
  now: Date = new Date(),
): ScrimDto {
  const { scrim } = aggregate;
  const entitled = canSeeLobbyDetails(membershipOf(aggregate), viewer, now);
  const lobby = entitled ? { lobbyName: scrim.lobbyName, lobbyPassword: scrim.lobbyPassword } : {};
  // Like the lobby password, the code itself goes only to those entitled to it.
  const riotTournament = scrim.tournamentCode
    ? {
        ...(entitled ? { tournamentCode: scrim.tournamentCode } : {}),
        setupCompleted: scrim.tournamentSetupCompleted,
        lobbyCreated: scrim.tournamentLobbyCreated,
      }
    : null;
  return {
    _id: scrim.id,
    title: scrim.title,
    createdBy: presentUser(aggregate.createdBy),
    region: scrim.region as Region,
    gameStartTime: scrim.gameStartTime.toISOString(),
    isPrivate: scrim.isPrivate,
    isWithCasters: scrim.isWithCasters,
    maxCastersAllowedCount: scrim.maxCastersAllowedCount,
    teamOne: presentTeam(aggregate.players, "teamOne", viewer, now),
    teamTwo: presentTeam(aggregate.players, "teamTwo", viewer, now),
    casters: aggregate.casters.map(presentUser),
    lobbyHost: aggregate.lobbyHost ? presentUser(aggregate.lobbyHost) : null,
    ...lobby,
    teamWon: (scrim.teamWon as TeamName | null) ?? null,
    useTournamentCode: scrim.useTournamentCode,
    riotTournament,
    tournamentStatus: (scrim.tournamentStatus as TournamentStatus | null) ?? null,
    status: scrimTimeState(scrim, now),
    resultSource: (scrim.resultSource as ResultSource | null) ?? null,
    postGameImage: scrim.postGameImageLocation ? { location: scrim.postGameImageLocation } : null,
    averageRank: averageRanksOf(ratedSeats(aggregate.players)),
    waitlistCount: aggregate.waitlist.length,
    waitlist: canSeeWaitlist(waitlistAudienceOf(aggregate), viewer)
      ? aggregate.waitlist.map((entry) => ({
          _user: presentUser(entry.user),
          roles: entry.roles,
          joinedAt: entry.joinedAt.toISOString(),
        }))
      : [],
    checkInMinutes: scrim.checkInMinutes as CheckInMinutes,
    checkInOpensAt: checkInOpensAt(scrim)?.toISOString() ?? null,
    createdAt: scrim.createdAt.toISOString(),
    updatedAt: scrim.updatedAt.toISOString(),
    version: scrim.version,
  };
}

/** Scrims as `viewer` may see them (see presentScrim), all judged at the same moment. */
export function presentScrims(aggregates: ScrimAggregate[], viewer: Viewer): ScrimDto[] {
  const now = new Date();
  return aggregates.map((aggregate) => presentScrim(aggregate, viewer, now));
}
