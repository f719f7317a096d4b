import { PLAYERS_PER_SCRIM, type TeamName } from "@scrims/shared/scrims/scrims.constants";

// Pure rules of Riot tournament codes: when a scrim gets one, which week's tournament it joins,
// and what a finished game says about the winner.

/** A 'generating' claim older than this belonged to a process that died: it may be taken again. */
const CLAIM_EXPIRES_MS = 2 * 60_000;

/** Result polling: first look, longest pause between looks, and when to give up. */
export const RESULT_POLL_FIRST_MS = 2 * 60_000;
const RESULT_POLL_MAX_MS = 30 * 60_000;
export const RESULT_POLL_GIVE_UP_MS = 6 * 60 * 60_000;

/** The code settings the issue fixes for every scrim. */
export const CODE_SETTINGS = {
  teamSize: 5,
  pickType: "TOURNAMENT_DRAFT",
  mapType: "SUMMONERS_RIFT",
  spectatorType: "LOBBYONLY",
} as const;

type CodeState = {
  useTournamentCode: boolean;
  gameStartTime: Date;
  teamWon: string | null;
  tournamentCode: string | null;
  tournamentStatus: string | null;
  tournamentRequestedAt: Date | null;
};

/** What a scrim needs next about its code. */
export type CodeNeed = "none" | "request" | "skip-disabled" | "skip-no-key";

/**
 * A code is requested once the game has started with both teams full, the option on, no winner,
 * no code and no generation under way (or one whose claim expired). Without the option or a key
 * the game is played in a manual lobby.
 */
export function codeNeed(
  scrim: CodeState,
  seatCount: number,
  hasKey: boolean,
  now: Date,
): CodeNeed {
  if (now < scrim.gameStartTime || seatCount < PLAYERS_PER_SCRIM || scrim.teamWon) {
    return "none";
  }
  if (!scrim.useTournamentCode) {
    return "skip-disabled";
  }
  if (!hasKey) {
    return "skip-no-key";
  }
  if (scrim.tournamentCode || scrim.tournamentStatus === "error") {
    return "none";
  }
  if (scrim.tournamentStatus === "generating" && !claimExpired(scrim, now)) {
    return "none";
  }
  return "request";
}

export function claimExpired(scrim: Pick<CodeState, "tournamentRequestedAt">, now: Date): boolean {
  return (
    !scrim.tournamentRequestedAt ||
    now.getTime() - scrim.tournamentRequestedAt.getTime() > CLAIM_EXPIRES_MS
  );
}

/** ISO-8601 week of a date in UTC, e.g. `2026-W48` (weeks start on Monday; week 1 holds a Thursday). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // The Thursday of this week decides the year.
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The pause before the next result poll: doubling from the first, capped. */
export function nextPollDelay(polls: number): number {
  return Math.min(RESULT_POLL_MAX_MS, RESULT_POLL_FIRST_MS * 2 ** polls);
}

type Game = {
  shortCode: string;
  metaData?: string;
  winningTeam: { puuid: string }[];
  losingTeam: { puuid: string }[];
};

/**
 * The team that won a game of this scrim's code, or null when the game does not say so clearly:
 * another code or scrim, no winner we know, or a winner or loser on both sides.
 */
export function winnerOfGame(
  game: Game,
  scrim: { id: string; code: string },
  seats: { team: TeamName; puuid: string | null }[],
): TeamName | null {
  if (game.shortCode !== scrim.code) {
    return null;
  }
  if (game.metaData !== undefined && game.metaData !== "" && game.metaData !== scrim.id) {
    return null;
  }
  const teamOf = new Map(
    seats.flatMap((seat) => (seat.puuid ? [[seat.puuid, seat.team] as const] : [])),
  );
  const sides = (team: { puuid: string }[]) =>
    new Set(team.flatMap((p) => (teamOf.has(p.puuid) ? [teamOf.get(p.puuid)] : [])));
  const winners = sides(game.winningTeam);
  const losers = sides(game.losingTeam);
  if (winners.size !== 1) {
    return null;
  }
  const [winner] = [...winners];
  if (!winner || losers.has(winner)) {
    return null;
  }
  return winner;
}
