import { TEAM_SIZE, scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import { canSeeLobbyDetails, scrimTimeState } from "@scrims/shared/scrims/scrims.rules";
import type { Viewer } from "@/lib/session";
import type { ScrimDto, ScrimPlayerDto, Seat } from "@scrims/shared/scrims/scrims.schema";

/** Who is looking at a scrim: decides which buttons a seat or the header offers. */
export type ScrimViewer = Viewer;

export function teamOf(scrim: ScrimDto, team: TeamName): ScrimPlayerDto[] {
  return team === "teamOne" ? scrim.teamOne : scrim.teamTwo;
}

export function playerAt(scrim: ScrimDto, seat: Seat): ScrimPlayerDto | undefined {
  return teamOf(scrim, seat.team).find((player) => player.role === seat.role);
}

/** The viewer's own seat, if he plays in this scrim. */
export function seatOfUser(scrim: ScrimDto, userId: string): Seat | undefined {
  for (const team of ["teamOne", "teamTwo"] as const) {
    const player = teamOf(scrim, team).find((entry) => entry._user._id === userId);
    if (player) {
      return { team, role: player.role as Role };
    }
  }
  return undefined;
}

/**
 * Whether the lobby offers a drag: to an admin (any player), or to a seated player (himself),
 * until the winner is set. Drag and drop (and @dnd-kit) is loaded only then.
 */
export function offersSeatDrag(scrim: ScrimDto, viewer: ScrimViewer): boolean {
  return !scrim.teamWon && (viewer.isAdmin || seatOfUser(scrim, viewer._id) !== undefined);
}

export function playerCount(scrim: ScrimDto): number {
  return scrim.teamOne.length + scrim.teamTwo.length;
}

export function teamsAreFull(scrim: ScrimDto): boolean {
  return scrim.teamOne.length >= TEAM_SIZE && scrim.teamTwo.length >= TEAM_SIZE;
}

export function hasStarted(scrim: ScrimDto, now: Date): boolean {
  return now.getTime() >= new Date(scrim.gameStartTime).getTime();
}

export function isCaster(scrim: ScrimDto, userId: string): boolean {
  return scrim.casters.some((caster) => caster._id === userId);
}

/**
 * Whether this viewer gets the lobby name and password now: the shared rule the server filters with
 * (players, casters and the lobby host once started with both teams full; admins always).
 */
export function seesLobbyDetails(scrim: ScrimDto, viewer: ScrimViewer, now: Date): boolean {
  const membership = {
    gameStartTime: scrim.gameStartTime,
    lobbyHostId: scrim.lobbyHost?._id ?? null,
    playerIds: [...scrim.teamOne, ...scrim.teamTwo].map((player) => player._user._id),
    casterIds: scrim.casters.map((caster) => caster._id),
  };
  return canSeeLobbyDetails(membership, { id: viewer._id, isAdmin: viewer.isAdmin }, now);
}

/** How many more players each team needs before the lobby unlocks. */
export function missingPlayers(scrim: ScrimDto): { teamOne: number; teamTwo: number } {
  return {
    teamOne: Math.max(0, TEAM_SIZE - scrim.teamOne.length),
    teamTwo: Math.max(0, TEAM_SIZE - scrim.teamTwo.length),
  };
}

export type ScrimBanner = "waiting" | "ready" | "won";

export function bannerOf(scrim: ScrimDto): ScrimBanner {
  if (scrim.teamWon) {
    return "won";
  }
  return teamsAreFull(scrim) ? "ready" : "waiting";
}

/**
 * Casting (join or leave) is open until the game is over: a winner is set, or it started three
 * hours ago or more (the server's rule too).
 */
export function castIsOpen(scrim: ScrimDto, now: Date): boolean {
  return scrimTimeState(scrim, now) !== "previous";
}

/** How many casters may still join: 0 without casters or once the game is over. */
export function casterRoom(scrim: ScrimDto, now: Date): number {
  if (!scrim.isWithCasters || !castIsOpen(scrim, now)) {
    return 0;
  }
  return Math.max(0, scrim.maxCastersAllowedCount - scrim.casters.length);
}

/** The title, or "{creator}'s Scrim" for a scrim saved without one. */
export function scrimTitle(scrim: ScrimDto): string {
  return scrim.title.trim() || scrimMessages.defaultTitle(scrim.createdBy.name);
}
