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
