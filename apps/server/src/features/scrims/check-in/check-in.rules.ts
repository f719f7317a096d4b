import type { CheckInSeat } from "./check-in.repository";

/**
 * What the start sweep does with the seats: only seats held from before the start (`startTime`)
 * are its business: who of them showed up, and whose seat is freed (never checked in). A seat
 * taken at or after the start, whenever the sweep itself runs, is neither recorded nor freed.
 */
export function planSweep(
  seats: CheckInSeat[],
  startTime: Date,
): { shown: CheckInSeat[]; noShows: CheckInSeat[] } {
  const held = seats.filter((seat) => seat.seatedAt.getTime() < startTime.getTime());
  return {
    shown: held.filter((seat) => seat.checkedInAt !== null),
    noShows: held.filter((seat) => seat.checkedInAt === null),
  };
}
