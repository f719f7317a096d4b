import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";

/** Request builders for the lobby routes (for `app.inject` / `injectAs`). */
const patch = (url: string, payload?: object) =>
  ({ method: "PATCH", url, ...(payload ? { payload } : {}) }) as const;

export const lobbyRequests = {
  insertPlayer: (scrimId: string, userId: string, team: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/insert-player/${userId}`, {
      playerData: { role, team: { name: team } },
    }),
  movePlayer: (scrimId: string, userId: string, team: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/move-player/${userId}`, {
      playerData: { role, team: { name: team } },
    }),
  removePlayer: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/remove-player/${userId}`),
  swapPlayers: (
    scrimId: string,
    from: { team: TeamName; role: Role },
    to: { team: TeamName; role: Role },
  ) => patch(`/api/scrims/${scrimId}/swap-players`, { from, to }),
  insertCaster: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/insert-caster/${userId}`),
  removeCaster: (scrimId: string, userId: string) =>
    patch(`/api/scrims/${scrimId}/remove-caster/${userId}`),
  adminAssign: (scrimId: string, userId: string, teamName: TeamName, role: Role) =>
    patch(`/api/scrims/${scrimId}/admin-assign-player`, { userId, teamName, role }),
  fillRandom: (scrimId: string) => patch(`/api/scrims/${scrimId}/admin-fill-random`),
  setWinner: (scrimId: string, winnerTeamName: string) =>
    patch(`/api/scrims/${scrimId}/set-winner`, { winnerTeamName }),
};

type PlayerEntry = { role: string; team: { name: string }; _user: { _id: string } };

/** Where a user sits in a scrim DTO, as "teamOne/Top", or undefined. */
export function seatOfUser(
  scrim: { teamOne: PlayerEntry[]; teamTwo: PlayerEntry[] },
  userId: string,
): string | undefined {
  const entry = [...scrim.teamOne, ...scrim.teamTwo].find((p) => p._user._id === userId);
  return entry ? `${entry.team.name}/${entry.role}` : undefined;
}
