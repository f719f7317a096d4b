import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";

/** Newest first is the default. */
export type SortOrder = "desc" | "asc";
export const DEFAULT_SORT_ORDER: SortOrder = "desc";

export const SORT_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: "desc", label: "Newest first" },
  { value: "asc", label: "Oldest first" },
];

export type CreatedFilter = "none" | "public" | "private";
export const CREATED_FILTER_OPTIONS: { value: CreatedFilter; label: string }[] = [
  { value: "none", label: "All scrims" },
  { value: "public", label: "Public" },
  { value: "private", label: "Private" },
];

export type ParticipatedFilter = "none" | "played" | "casted" | "captain" | "won" | "lost";
export const PARTICIPATED_FILTER_OPTIONS: { value: ParticipatedFilter; label: string }[] = [
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

/** By start time; equal starts keep their order. Returns a new array. */
export function sortByStart(scrims: ScrimDto[], order: SortOrder): ScrimDto[] {
  const direction = order === "asc" ? 1 : -1;
  return [...scrims].sort(
    (a, b) =>
      direction * (new Date(a.gameStartTime).getTime() - new Date(b.gameStartTime).getTime()),
  );
}

export function filterCreated(scrims: ScrimDto[], filter: CreatedFilter): ScrimDto[] {
  if (filter === "none") {
    return scrims;
  }
  return scrims.filter((scrim) => scrim.isPrivate === (filter === "private"));
}

export function filterParticipated(
  scrims: ScrimDto[],
  userId: string,
  filter: ParticipatedFilter,
): ScrimDto[] {
  switch (filter) {
    case "none":
      return scrims;
    case "played":
      return scrims.filter((scrim) => participationOf(scrim, userId).kind === "player");
    case "casted":
      return scrims.filter((scrim) => participationOf(scrim, userId).kind === "caster");
    case "captain":
      return scrims.filter((scrim) => isLobbyCaptain(scrim, userId));
    case "won":
      return scrims.filter((scrim) => resultOf(scrim, userId) === "won");
    case "lost":
      return scrims.filter((scrim) => resultOf(scrim, userId) === "lost");
  }
}
