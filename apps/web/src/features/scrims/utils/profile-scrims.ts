import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type {
  CreatedScrimsFilter,
  ParticipatedScrimsFilter,
  ProfileScrimsOrder,
  ScrimDto,
} from "@scrims/shared/scrims/scrims.schema";

/** The server sorts and filters the lists; these are the choices the profile offers. */
export const SORT_OPTIONS: { value: ProfileScrimsOrder; label: string }[] = [
  { value: "desc", label: "Newest first" },
  { value: "asc", label: "Oldest first" },
];

export const CREATED_FILTER_OPTIONS: { value: CreatedScrimsFilter; label: string }[] = [
  { value: "none", label: "All scrims" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];

export const PARTICIPATED_FILTER_OPTIONS: { value: ParticipatedScrimsFilter; label: string }[] = [
  { value: "none", label: "All scrims" },
  { value: "played", label: "Games played" },
  { value: "casted", label: "Games casted" },
  { value: "captain", label: "Lobby captain games" },
  { value: "won", label: "Matches won" },
  { value: "lost", label: "Matches lost" },
];

/** Where the player was in a scrim: a seat, the cast, or neither (e.g. only its creator). */
export type Participation =
  { kind: "player"; team: TeamName; role: Role } | { kind: "caster" } | { kind: "none" };

export function participationOf(scrim: ScrimDto, userId: string): Participation {
  const seat = [...scrim.teamOne, ...scrim.teamTwo].find((entry) => entry._user._id === userId);
  if (seat) {
    return { kind: "player", team: seat.team.name, role: seat.role };
  }
  if (scrim.casters.some((caster) => caster._id === userId)) {
    return { kind: "caster" };
  }
  return { kind: "none" };
}

/** 'won' / 'lost' for a player of a decided game; 'none' for an open game or a non-player. */
export type ScrimResult = "won" | "lost" | "none";

export function resultOf(scrim: ScrimDto, userId: string): ScrimResult {
  const participation = participationOf(scrim, userId);
  if (participation.kind !== "player" || !scrim.teamWon) {
    return "none";
  }
  return participation.team === scrim.teamWon ? "won" : "lost";
}

export function isLobbyCaptain(scrim: ScrimDto, userId: string): boolean {
  return scrim.lobbyHost?._id === userId;
}
