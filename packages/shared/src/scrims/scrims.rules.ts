import {
  CURRENT_WINDOW_MS,
  EXP_PER_CAST,
  EXP_PER_LEVEL,
  EXP_PER_LOSS,
  EXP_PER_WIN,
  PLAYERS_PER_SCRIM,
  WAITLIST_WINDOW_MS,
} from "./scrims.constants";

export type TimeState = "upcoming" | "current" | "previous";

/**
 * Where a scrim stands against its start time: upcoming before it, current for three hours after
 * it while no winner is set, previous once a winner is set or the three hours are over.
 */
export function scrimTimeState(
  scrim: { gameStartTime: string | Date; teamWon: string | null },
  now: Date,
): TimeState {
  const start = new Date(scrim.gameStartTime).getTime();
  if (scrim.teamWon) {
    return "previous";
  }
  if (now.getTime() < start) {
    return "upcoming";
  }
  return now.getTime() - start < CURRENT_WINDOW_MS ? "current" : "previous";
}

export type PlayerRecord = { wins: number; losses: number; casts: number; gamesPlayed: number };

export type PlayerStats = {
  userExp: number;
  userLevel: number;
  expProgress: number;
  expNeeded: number;
  expProgressPercent: number;
  userWinrate: number;
  userGamesPlayedCount: number;
  userGamesCastedCount: number;
};

/**
 * A player's level and record from stored results: +3 EXP a win, +0.5 a loss, +1 a cast of a game
 * with a result; level = 1 + floor((ceil(exp) − 1) / 10); win rate = floor(wins / games × 100).
 * `gamesPlayed` is the number of games with a result the player was seated in (wins + losses):
 * a game without a winner is not counted, so games and win rate always agree.
 */
export function playerStats(record: PlayerRecord): PlayerStats {
  const userExp =
    record.wins * EXP_PER_WIN + record.losses * EXP_PER_LOSS + record.casts * EXP_PER_CAST;
  const rounded = Math.ceil(userExp);
  const userLevel = rounded <= 0 ? 1 : 1 + Math.floor((rounded - 1) / EXP_PER_LEVEL);
  const expProgress = userExp - (userLevel - 1) * EXP_PER_LEVEL;
  const decided = record.wins + record.losses;
  return {
    userExp,
    userLevel,
    expProgress,
    expNeeded: EXP_PER_LEVEL,
    expProgressPercent: Math.min(100, Math.floor((expProgress / EXP_PER_LEVEL) * 100)),
    userWinrate: decided === 0 ? 0 : Math.floor((record.wins / decided) * 100),
    userGamesPlayedCount: record.gamesPlayed,
    userGamesCastedCount: record.casts,
  };
}

/** Who is in a scrim, by id: what the lobby rule reads (the server's rows and the web's DTO map to it). */
export type LobbyMembership = {
  gameStartTime: string | Date;
  lobbyHostId: string | null;
  playerIds: readonly string[];
  casterIds: readonly string[];
};

/** A signed-in player, or nobody (a broadcast to all). */
export type LobbyViewer = { id: string; isAdmin: boolean } | null;

/**
 * Lobby name and password go to the scrim's players, casters and lobby host once the game has
 * started with both teams full (when the lobby card shows them), and to admins at any time (they
 * set them on the edit form). The one rule: the server filters with it, the web waits on it.
 */
export function canSeeLobbyDetails(
  scrim: LobbyMembership,
  viewer: LobbyViewer,
  now: Date,
): boolean {
  if (!viewer) {
    return false;
  }
  if (viewer.isAdmin) {
    return true;
  }
  const started = now.getTime() >= new Date(scrim.gameStartTime).getTime();
  const full = scrim.playerIds.length >= PLAYERS_PER_SCRIM;
  if (!started || !full) {
    return false;
  }
  return (
    scrim.lobbyHostId === viewer.id ||
    scrim.playerIds.includes(viewer.id) ||
    scrim.casterIds.includes(viewer.id)
  );
}

/**
 * The waitlist (who waits, with roles) goes to the scrim's players, casters and lobby host, to the
 * waiting players themselves, and to admins; everyone else sees only how many wait. The one rule:
 * the server filters with it, the web decides with it whether to refetch after a broadcast.
 */
export function canSeeWaitlist(
  scrim: Omit<LobbyMembership, "gameStartTime"> & { waitlistIds: readonly string[] },
  viewer: LobbyViewer,
): boolean {
  if (!viewer) {
    return false;
  }
  return (
    viewer.isAdmin ||
    scrim.lobbyHostId === viewer.id ||
    scrim.playerIds.includes(viewer.id) ||
    scrim.casterIds.includes(viewer.id) ||
    scrim.waitlistIds.includes(viewer.id)
  );
}

/**
 * Players may join or leave the waitlist, and a freed seat goes to it, until ten minutes after the
 * start, while no winner is set.
 */
export function waitlistIsOpen(
  scrim: { gameStartTime: string | Date; teamWon: string | null },
  now: Date,
): boolean {
  if (scrim.teamWon) {
    return false;
  }
  return now.getTime() <= new Date(scrim.gameStartTime).getTime() + WAITLIST_WINDOW_MS;
}
