import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";

/** Blue Side and Red Side accents. */
export const TEAM_COLORS: Record<TeamName, string> = { teamOne: "#2196F3", teamTwo: "#F44336" };
export const WIN_COLOR = "#4caf50";
export const LOSS_COLOR = "#ef5350";

/** Team One / Team Two, as the lobby's request for missing players names them. */
export const TEAM_NUMBERS: Record<TeamName, string> = { teamOne: "Team 1", teamTwo: "Team 2" };

export const ROLE_SHORT: Record<Role, string> = {
  Top: "TOP",
  Jungle: "JGL",
  Mid: "MID",
  ADC: "ADC",
  Support: "SUP",
};

export const seatId = (team: TeamName, role: Role) => `seat:${team}:${role}`;
