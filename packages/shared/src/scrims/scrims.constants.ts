/** Roles of a team, top to bottom as the lobby lists them. */
export const ROLES = ["Top", "Jungle", "Mid", "ADC", "Support"] as const;
export type Role = (typeof ROLES)[number];

/** Team One is the Blue Side, Team Two the Red Side. */
export const TEAMS = ["teamOne", "teamTwo"] as const;
export type TeamName = (typeof TEAMS)[number];
export const TEAM_LABELS: Record<TeamName, string> = { teamOne: "Blue Side", teamTwo: "Red Side" };

export const TEAM_SIZE = 5;
export const PLAYERS_PER_SCRIM = TEAM_SIZE * 2;
/** The most casters a scrim can take (the create form offers 1 or 2). */
export const MAX_CASTERS = 2;
/** A scrim counts as current for this long after its start, unless a winner is set first. */
export const CURRENT_WINDOW_MS = 3 * 60 * 60 * 1000;
/**
 * The waitlist takes players, and a freed seat goes to it, until this long after the start (a
 * winner set closes it sooner).
 */
export const WAITLIST_WINDOW_MS = 10 * 60 * 1000;
/** New scrims start this long from now unless the creator picks a time. */
export const DEFAULT_START_OFFSET_MS = 30 * 60 * 1000;

/** Region chips know more regions than players can register in. */
export const SCRIM_CHIP_REGIONS = [
  "NA",
  "EUW",
  "EUNE",
  "LAN",
  "OCE",
  "KR",
  "JP",
  "BR",
  "LAS",
  "RU",
  "TR",
  "SG",
  "TH",
  "TW",
  "VN",
  "PH",
] as const;

/** EXP per result: DESIGN.md section 4. */
export const EXP_PER_WIN = 3;
export const EXP_PER_LOSS = 0.5;
export const EXP_PER_CAST = 1;
export const EXP_PER_LEVEL = 10;
