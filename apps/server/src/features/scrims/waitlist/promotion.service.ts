import { waitlistIsOpen } from "@scrims/shared/scrims/scrims.rules";
import { notify } from "@/features/notifications/notifications.service";
import type { Deps } from "@/lib/deps";
import type { Unit } from "@/lib/transaction";
import type { ScrimRow } from "../scrims.repository";
import { teamsAreFull } from "../scrims.rules";
import { lobbyRepository } from "../lobby/lobby.repository";
import { takeSeats } from "../lobby/seats.service";
import { waitlistRepository, type PromotedSeat } from "./waitlist.repository";
import { planPromotions } from "./waitlist.rules";

// Substitutes taking freed seats: a subscriber of `scrim.seatFreed` (waitlist.events.ts), whoever
// freed them (a player who left or moved, an admin's kick, the start's no-show sweep, a deleted
// account).

/**
 * Fills every free seat of a scrim from its waitlist, in the caller's transaction and under the
 * scrim's row lock (`scrimRow` is the locked row): each seat goes to the earliest waiting player
 * whose roles include its role (see planPromotions), seated and checked in at `now`, and taken off
 * the waitlist. Only while the waitlist is open (no winner, up to ten minutes after the start).
 * After commit each promoted player gets a notification and a push; the scrim's watchers hear of
 * it with the change that freed the seats. The lobby host is settled again when someone was
 * seated. Waiting players who are banned or being deleted are passed over.
 *
 * Returns the seats given.
 */
export async function fillFreedSeats(
  deps: Deps,
  unit: Unit,
  scrimRow: ScrimRow,
  now: Date,
): Promise<PromotedSeat[]> {
  const { tx } = unit;
  if (!waitlistIsOpen(scrimRow, now)) {
    return [];
  }
  // The waitlist first: nobody waits for most scrims, and then the lobby need not be read.
  const waiting = await waitlistRepository.listPromotable(tx, scrimRow.id);
  if (waiting.length === 0) {
    return [];
  }
  const lobby = await lobbyRepository.lobbyOf(tx, scrimRow.id);
  const { seats } = lobby;
  if (teamsAreFull(seats.length)) {
    return [];
  }
  const casterIds = new Set(lobby.casterIds);
  const seatedIds = new Set(seats.map((seat) => seat.userId));
  const candidates = waiting.filter(
    (entry) => !seatedIds.has(entry.userId) && !casterIds.has(entry.userId),
  );
  const promoted: PromotedSeat[] = planPromotions(seats, candidates).map(({ userId, seat }) => ({
    userId,
    ...seat,
    checkedInAt: now,
  }));
  if (promoted.length === 0) {
    return [];
  }
  await takeSeats(unit, scrimRow, { seatedBefore: seats, seats: promoted }, now);
  // Each hears of the seat (a notification, and a push where they keep it on).
  for (const seat of promoted) {
    await notify(deps, unit, {
      kind: "seatOpened",
      params: { title: scrimRow.title, role: seat.role },
      relatedScrimId: scrimRow.id,
      userIds: [seat.userId],
    });
  }
  return promoted;
}
