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

/** EXP per result and per level (docs/api.md, "EXP, level and win rate"). */
export const EXP_PER_WIN = 3;
export const EXP_PER_LOSS = 0.5;
export const EXP_PER_CAST = 1;
export const EXP_PER_LEVEL = 10;

export const scrimMessages = {
  alreadyPlayer:
    "Player already exists in game. Did you mean to move the player? use the /move-player endpoint instead.",
  casterCannotJoinTeam: "Cannot join team: You're already a caster for this game!",
  playerCannotCast: "Cannot join cast: You're already a player in this game!",
  noEmptyPositions: "No empty positions to fill",
  filled: (n: number) => `Successfully filled ${n} positions with random players!`,
  filledBalanced: (n: number) =>
    `Successfully filled ${n} positions with the players that even the teams' ranks best!`,
  balanced: "Teams balanced: every player kept their role",
  defaultTitle: (creatorName: string) => `${creatorName}'s Scrim`,
  scrimNotFound: "Scrim not found",
  userNotFound: "User not found",
  onlySelf: "You can only take your own seat; admins may place other players",
  onlySelfLeave: "You can only leave the game yourself; admins may kick players",
  onlySelfMove: "You can only move yourself; admins may move other players",
  onlySelfCast: "You can only join or leave the cast yourself",
  onlyAdminSwap: "Only an admin can swap two players",
  seatTaken: (team: string, role: string) => `The ${role} seat of ${team} is already taken`,
  notAPlayer: "That player is not in this game",
  sameSeat: "The player is already in that seat",
  bothSeatsEmpty: "Both seats are empty: there is nobody to move",
  alreadyCaster: "You're already a caster for this game!",
  notACaster: "That user is not a caster of this game",
  castersFull: "The cast is full for this game",
  noCasters: "This game has no casters",
  gameOver: "The game is over: the winner is already set",
  castClosed: "Casting is closed: the game is over",
  winnerAlreadySet:
    "The winner of this game is already set; an admin can correct it by editing the scrim",
  gameNotStarted: "The game has not started yet",
  teamsNotFull: "Both teams need five players before a winner can be set",
  balanceTeamsNotFull: "Both teams need five players before they can be balanced",
  onlyHostSetsWinner: "Only the lobby host or an admin can set the winner",
  noPlayersToFill: (region: string) =>
    `No more players of ${region} are available to fill the empty positions`,
  invalidLobbyHost: "The lobby host must be one of the scrim's players or its creator",
  tournamentCodeBusy: "A tournament code is already being generated for this scrim",
  tournamentCodeFailed: "Failed to generate new tournament code",
  tournamentCodeNotEligible:
    "A tournament code needs the tournament code option on and both teams full",
  seatAvailable: (roles: string) =>
    `A ${roles} seat is free: take it instead of joining the waitlist`,
  alreadyWaitlisted: "You're already on the waitlist of this game",
  notWaitlisted: "You're not on the waitlist of this game",
  casterCannotWaitlist: "Cannot join the waitlist: You're already a caster for this game!",
  waitlistClosed: "The waitlist is closed: the game started more than ten minutes ago",
  tooManyCasters: (count: number) =>
    `This scrim has ${count} caster(s): remove casters before lowering the maximum`,
} as const;
