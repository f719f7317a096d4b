import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";

/** What the tournament code parts of the scrim page say. */
export const tournamentMessages = {
  generating: "Generating Tournament Code...",
  copied: "Tournament code copied! Paste it in the League client to join.",
  manualLobby: "Manual Lobby Creation Required",
  regenerated: (code: string) => `New tournament code generated: ${code}`,
  regenerateFailed: "Failed to generate new tournament code",
  updatedGenerating:
    "Scrim updated! Tournament code is being generated. Please refresh the page in a few seconds.",
  updatedAtStart: "Scrim updated! Tournament code will be generated when the game starts.",
  fromGame: "Result reported by the game",
} as const;

/** The spec's refetch of an edited scrim whose code is being generated. */
export const TOURNAMENT_REFETCH_MS = 3000;

/**
 * What an admin's save means for the code: being generated now (the server took the request:
 * started, both teams full, the option on), at the start (same, not started yet), or nothing.
 */
export function codeAfterSave(saved: ScrimDto, now: Date): "now" | "at-start" | null {
  if (saved.tournamentStatus === "generating") {
    return "now";
  }
  const full = saved.teamOne.length === 5 && saved.teamTwo.length === 5;
  const started = now.getTime() >= new Date(saved.gameStartTime).getTime();
  if (saved.useTournamentCode && full && !started && !saved.riotTournament && !saved.teamWon) {
    return "at-start";
  }
  return null;
}

/** The manual lobby's name: the lobby name, else the code, else the title. */
export function manualLobbyName(scrim: ScrimDto): string {
  return scrim.lobbyName || scrim.riotTournament?.tournamentCode || scrim.title;
}

/** Whether the lobby part shows the tournament code's state instead of the manual lobby. */
export function usesTournamentLobby(scrim: ScrimDto): boolean {
  return (
    scrim.useTournamentCode &&
    (Boolean(scrim.riotTournament?.tournamentCode) ||
      scrim.tournamentStatus === "generating" ||
      scrim.tournamentStatus === "error")
  );
}
