import { TEAMS, type TeamName } from "@scrims/shared/scrims/scrims.constants";
import { lobbyRepository } from "@/features/scrims/lobby/lobby.repository";
import { inTransaction, type Subscriber } from "@/lib/subscribers";
import { deleteNotificationsOfAccount, notify } from "./notifications.service";

const isTeam = (team: string | null): team is TeamName =>
  team !== null && (TEAMS as readonly string[]).includes(team);

/** What the notifications feature does when something happens elsewhere (listed in app.ts). */
export const notificationsSubscribers: Subscriber[] = [
  // A result the ten had (set by the captain or read from the game) corrected or cleared by an
  // admin: each of them hears it. A first result is news to nobody in the lobby.
  inTransaction(
    "scrim.resultSet",
    "notifications.tellResultCorrected",
    async (deps, unit, { scrim, before }) => {
      if (before === null) {
        return;
      }
      const seats = await lobbyRepository.listSeats(unit.tx, scrim.id);
      await notify(deps, unit, {
        kind: "resultCorrected",
        params: { title: scrim.title, winner: isTeam(scrim.teamWon) ? scrim.teamWon : null },
        relatedScrimId: scrim.id,
        userIds: seats.map((seat) => seat.userId),
      });
    },
  ),
  // A deleted account's notifications, and those pointing at it, go.
  inTransaction(
    "user.deleted",
    "notifications.dropNotificationsOfDeletedAccount",
    (_deps, { tx }, { userId }) => deleteNotificationsOfAccount(tx, userId),
  ),
];
