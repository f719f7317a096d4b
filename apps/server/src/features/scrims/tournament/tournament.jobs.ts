import type { JobHandler } from "@/lib/scheduler";
import {
  TOURNAMENT_CODE,
  TOURNAMENT_RESULT,
  runResultPollJob,
  runTournamentCodeJob,
} from "./tournament.service";

// Background work of tournament codes: making a claimed code (`tournament-code:{scrimId}`, at
// once; Riot's own retries are in the client, so a failure there is final and leaves the manual
// lobby) and polling the game's result (`tournament-result:{scrimId}`, rescheduled by itself with
// growing pauses for at most six hours).

export const tournamentCodeJob: JobHandler = {
  kind: TOURNAMENT_CODE,
  run: runTournamentCodeJob,
  backoffMs: 2000,
};

export const tournamentResultJob: JobHandler = {
  kind: TOURNAMENT_RESULT,
  run: runResultPollJob,
};
