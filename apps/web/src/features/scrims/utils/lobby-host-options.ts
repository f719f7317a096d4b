import { TEAM_LABELS } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import type { UserDto } from "@scrims/shared/users/users.schema";
import { RANDOM_HOST } from "./scrim-form";

/** One choice of the lobby-host select: `value` is RANDOM_HOST or a user id. */
export type LobbyHostOption = { value: string; label: string; detail?: string };

const RANDOM_HOST_OPTION: LobbyHostOption = {
  value: RANDOM_HOST,
  label: "Random",
  detail: "Drawn once both teams are full",
};

/** On create: random, or the admin creating it. */
export function createLobbyHostOptions(creator: Pick<UserDto, "_id" | "name">): LobbyHostOption[] {
  return [
    RANDOM_HOST_OPTION,
    { value: creator._id, label: `Me (${creator.name})`, detail: "Creator" },
  ];
}

/**
 * On edit: random, the creator, and every player with their seat. Casters are not offered: the
 * lobby captain plays the game (the server refuses anyone else). The current host is always
 * offered, even when they are no longer in the scrim.
 */
export function editLobbyHostOptions(scrim: ScrimDto): LobbyHostOption[] {
  const options: LobbyHostOption[] = [RANDOM_HOST_OPTION];
  const seen = new Set<string>();
  const add = (user: UserDto, detail: string) => {
    if (seen.has(user._id)) {
      return;
    }
    seen.add(user._id);
    options.push({ value: user._id, label: user.name, detail });
  };

  add(scrim.createdBy, "Creator");
  for (const seat of [...scrim.teamOne, ...scrim.teamTwo]) {
    add(seat._user, `${seat.role} · ${TEAM_LABELS[seat.team.name]}`);
  }
  if (scrim.lobbyHost) {
    add(scrim.lobbyHost, "Current host");
  }
  return options;
}
