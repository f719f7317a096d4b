import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { announceSkippedCode, settleTournament } from "./tournament.service";

/** The tournament code follows the scrim (listed in app.ts). */
export const tournamentSubscribers: Subscriber[] = [
  // The tenth player of a started game, an admin's edit, the start itself: a code is requested
  // (or, with the option turned off, cleared).
  inTransaction("scrim.changed", "tournament.settleCode", (deps, unit, { after }) =>
    settleTournament(deps, unit, after),
  ),
  inTransaction("scrim.started", "tournament.announceSkippedCode", (deps, unit, { scrim }) =>
    announceSkippedCode(deps, unit, scrim.id),
  ),
];
