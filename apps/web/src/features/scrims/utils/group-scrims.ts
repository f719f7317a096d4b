import { scrimTimeState } from "@scrims/shared/scrims/scrims.rules";
import type { TimeState } from "@scrims/shared/scrims/scrims.rules";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";

export type ScrimGroups = Record<TimeState, ScrimDto[]>;

const startOf = (scrim: ScrimDto) => new Date(scrim.gameStartTime).getTime();

/**
 * Splits a day's scrims into current, upcoming and previous. Current and upcoming run soonest
 * first; previous runs latest first, so the game that just ended is on top.
 */
export function groupScrims(scrims: ScrimDto[], now: Date): ScrimGroups {
  const groups: ScrimGroups = { current: [], upcoming: [], previous: [] };
  for (const scrim of scrims) {
    groups[scrimTimeState(scrim, now)].push(scrim);
  }
  groups.current.sort((a, b) => startOf(a) - startOf(b));
  groups.upcoming.sort((a, b) => startOf(a) - startOf(b));
  groups.previous.sort((a, b) => startOf(b) - startOf(a));
  return groups;
}
