// Without zod: the lobby tells at once whether check-in is open.
/** When the check-in window of a scrim opens, or null when check-in is off. */
export function checkInOpensAt(scrim: {
  gameStartTime: string | Date;
  checkInMinutes: number;
}): Date | null {
  if (scrim.checkInMinutes <= 0) {
    return null;
  }
  return new Date(new Date(scrim.gameStartTime).getTime() - scrim.checkInMinutes * 60_000);
}

/**
 * Whether a seat taken at `now` comes checked in: from the window's opening on. Whoever takes a
 * seat then is there at that moment (and once the start has passed there is no check-in left to
 * do), so only seats held from before the window must be checked in by hand.
 */
export function seatComesCheckedIn(
  scrim: { gameStartTime: string | Date; checkInMinutes: number },
  now: Date,
): boolean {
  const opensAt = checkInOpensAt(scrim);
  return opensAt !== null && now.getTime() >= opensAt.getTime();
}

/** Whether a seated player may check in at `now`: from the window's opening until the start. */
export function isCheckInOpen(
  scrim: { gameStartTime: string | Date; checkInMinutes: number },
  now: Date,
): boolean {
  const opensAt = checkInOpensAt(scrim);
  return (
    opensAt !== null &&
    opensAt.getTime() <= now.getTime() &&
    now.getTime() < new Date(scrim.gameStartTime).getTime()
  );
}
