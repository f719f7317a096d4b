/**
 * A player's progress as the profile shows it. Every player starts at level 1 with 0 of 10 EXP;
 * the numbers come from scrim results (DESIGN.md section 4) once scrims exist.
 */
export type ProfileStats = {
  userLevel: number;
  userExp: number;
  /** EXP earned inside the current level. */
  expProgress: number;
  /** EXP a level takes. */
  expNeeded: number;
  /** expProgress / expNeeded, 0 to 100. */
  expProgressPercent: number;
  /** Whole percent of games won, 0 to 100. */
  userWinrate: number;
  userGamesPlayedCount: number;
  userGamesCastedCount: number;
};

export const EMPTY_PROFILE_STATS: ProfileStats = {
  userLevel: 1,
  userExp: 0,
  expProgress: 0,
  expNeeded: 10,
  expProgressPercent: 0,
  userWinrate: 0,
  userGamesPlayedCount: 0,
  userGamesCastedCount: 0,
};
