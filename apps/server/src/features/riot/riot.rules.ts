import type { ServiceStatus } from "@scrims/shared/dashboard/dashboard.schema";

/** How one attempt at a Riot call went. */
export type RiotCallOutcome = "ok" | "rate-limited" | "failed";

/** The admin dashboard judges Riot by the calls of this long. */
export const RIOT_STATUS_WINDOW_MS = 10 * 60_000;
/** At most this many attempts are remembered (the newest). */
const MAX_REMEMBERED = 100;

/**
 * The outcomes of this process's recent attempts at Riot calls, newest last: what the admin
 * dashboard's Riot API status is read from. In memory, so each process judges its own calls.
 */
export class RiotCallLog {
  private entries: { at: number; outcome: RiotCallOutcome }[] = [];

  record(outcome: RiotCallOutcome, at: number = Date.now()): void {
    this.entries.push({ at, outcome });
    if (this.entries.length > MAX_REMEMBERED) {
      this.entries.splice(0, this.entries.length - MAX_REMEMBERED);
    }
  }

  /** The outcomes of the attempts made in the window before `now`, oldest first. */
  recent(now: number = Date.now()): RiotCallOutcome[] {
    return this.entries
      .filter((entry) => entry.at > now - RIOT_STATUS_WINDOW_MS)
      .map((entry) => entry.outcome);
  }
}

/**
 * How an attempt that got an HTTP answer went: 429 is Riot's rate limit; a 5xx, or a refused key
 * (401, 403), is a failure; any other answer (a 404 for an unknown summoner included) shows Riot
 * working.
 */
export function outcomeOfStatus(status: number): RiotCallOutcome {
  if (status === 429) {
    return "rate-limited";
  }
  if (status >= 500 || status === 401 || status === 403) {
    return "failed";
  }
  return "ok";
}

/**
 * Riot API status from the recent attempts: inactive without a key; error when the latest one
 * failed; warning when one was rate limited (429) or failed before the latest succeeded;
 * otherwise (no calls lately included) operational.
 */
export function riotApiStatus(hasKey: boolean, recent: RiotCallOutcome[]): ServiceStatus {
  if (!hasKey) {
    return "inactive";
  }
  if (recent.at(-1) === "failed") {
    return "error";
  }
  return recent.some((outcome) => outcome !== "ok") ? "warning" : "operational";
}
