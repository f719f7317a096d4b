import type { Role, TeamName } from "@scrims/shared/scrims/scrims.constants";
import type { Deps } from "@/lib/deps";
import { pickRandom } from "@/lib/random";
import type { Unit } from "@/lib/transaction";
import { notify } from "@/features/notifications/notifications.service";
import type { ScrimRow } from "../scrims.repository";
import { scrimsRepository } from "../scrims.repository";
import { lobbyHostAfterSeatChange } from "../scrims.rules";
import { checkInRepository } from "./check-in.repository";
import { planSweep } from "./check-in.rules";

// The start sweep, a subscriber of `scrim.started` (check-in.events.ts). It frees seats itself (the
// lobby feature imports check-in for its no-show block, so check-in does not import the lobby):
// it settles the lobby host with the scrims rule and records `scrim.seatFreed` as the lobby does.

/** A seat the start sweep freed. */
export type FreedSeat = { team: TeamName; role: Role; userId: string };

/**
 * The start sweep of a scrim with check-in on (in the start job's transaction, under the scrim's
 * row lock): records who showed up for every player seated before the start, frees the seats of
 * those of them who did not check in (a no-show each; `scrim.seatFreed`, so substitutes from the
 * waitlist take them), notifies them after commit, and answers the freed seats. Seats taken since
 * the start are left alone, however late the job runs. A sweep that runs again finds only
 * checked-in players (and records nobody twice).
 */
export async function sweepNoShows(deps: Deps, unit: Unit, locked: ScrimRow): Promise<FreedSeat[]> {
  const { tx } = unit;
  if (locked.checkInMinutes === 0 || locked.teamWon !== null) {
    return [];
  }
  const seats = await checkInRepository.listSeats(tx, locked.id);
  const { shown, noShows } = planSweep(seats, locked.gameStartTime);
  await checkInRepository.recordAttendance(tx, locked.id, [
    ...shown.map((seat) => ({ userId: seat.userId, shown: true })),
    ...noShows.map((seat) => ({ userId: seat.userId, shown: false })),
  ]);
  if (noShows.length === 0) {
    return [];
  }
  const noShowIds = noShows.map((seat) => seat.userId);
  await checkInRepository.removeSeats(tx, locked.id, noShowIds);
  // A lobby host who did not show steps down (a random host is drawn again once the teams fill).
  const remaining = seats.filter((seat) => !noShowIds.includes(seat.userId)).map((s) => s.userId);
  const host = lobbyHostAfterSeatChange(locked, remaining, pickRandom);
  await scrimsRepository.update(tx, locked.id, host ?? {});
  await notify(deps, unit, {
    kind: "noShow",
    params: { title: locked.title },
    relatedScrimId: locked.id,
    userIds: noShowIds,
  });
  const freed = noShows.map(({ team, role, userId }) => ({ team, role, userId }));
  await unit.record("scrim.seatFreed", { scrim: locked, seats: freed });
  return freed;
}
