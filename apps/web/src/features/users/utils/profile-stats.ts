import type { PlayerStatsDto } from "@scrims/shared/scrims/scrims.schema";

/**
 * A player's progress as the profile shows it, from `GET /api/users/{id}/scrims` (docs/api.md,
 * "EXP, level and win rate"): `expProgress` is the EXP inside the current level, `expNeeded` what a level takes,
 * `expProgressPercent` 0 to 100, `userWinrate` a whole percent.
 */
export type ProfileStats = PlayerStatsDto;

/** EXP moves in halves (a loss is 0.5): '3', '2.5', never '2.4999999'. */
export function formatExp(exp: number): string {
  return String(Math.round(exp * 10) / 10);
}
