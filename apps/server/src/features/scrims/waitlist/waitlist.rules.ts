import type { Role } from "@scrims/shared/scrims/scrims.constants";
import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import { waitlistIsOpen } from "@scrims/shared/scrims/scrims.rules";
import { AppError } from "@/lib/errors";
import type { SeatRef } from "../lobby/lobby.repository";
import { emptySeats, seatOf, type SeatKey } from "../lobby/lobby.rules";

/** What the waitlist rules read, under the scrim's row lock. */
export type WaitlistState = {
  teamWon: string | null;
  gameStartTime: Date;
  seats: SeatRef[];
  casterIds: string[];
  waitingIds: string[];
};

/** A waiting player as the promotion reads them: first come first. */
export type Candidate = { userId: string; roles: Role[] };

/**
 * Joining and leaving close once a winner is set (GAME_OVER) or ten minutes after the start.
 *
 * @throws AppError GAME_OVER | WAITLIST_CLOSED
 */
function assertWaitlistOpen(state: Pick<WaitlistState, "teamWon" | "gameStartTime">, now: Date) {
  if (state.teamWon) {
    throw new AppError("GAME_OVER", scrimMessages.gameOver);
  }
  if (!waitlistIsOpen(state, now)) {
    throw new AppError("WAITLIST_CLOSED", scrimMessages.waitlistClosed);
  }
}

/**
 * A player joins the waitlist: not a caster, not seated, not waiting yet, and only while every
 * seat of the chosen roles is taken (else they take the free seat).
 *
 * @throws AppError GAME_OVER | WAITLIST_CLOSED | CASTER_CANNOT_WAITLIST | ALREADY_SEATED |
 *   ALREADY_WAITLISTED | SEAT_AVAILABLE
 */
export function assertCanJoinWaitlist(
  state: WaitlistState,
  userId: string,
  roles: Role[],
  now: Date,
): void {
  assertWaitlistOpen(state, now);
  if (state.casterIds.includes(userId)) {
    throw new AppError("CASTER_CANNOT_WAITLIST", scrimMessages.casterCannotWaitlist);
  }
  if (seatOf(state.seats, userId)) {
    throw new AppError("ALREADY_SEATED", scrimMessages.alreadyPlayer);
  }
  if (state.waitingIds.includes(userId)) {
    throw new AppError("ALREADY_WAITLISTED", scrimMessages.alreadyWaitlisted);
  }
  const free = new Set(emptySeats(state.seats).map((seat) => seat.role));
  const available = roles.filter((role) => free.has(role));
  if (available.length > 0) {
    throw new AppError("SEAT_AVAILABLE", scrimMessages.seatAvailable(available.join(" or ")));
  }
}

/** @throws AppError GAME_OVER | WAITLIST_CLOSED | NOT_WAITLISTED */
export function assertCanLeaveWaitlist(state: WaitlistState, userId: string, now: Date): void {
  assertWaitlistOpen(state, now);
  if (!state.waitingIds.includes(userId)) {
    throw new AppError("NOT_WAITLISTED", scrimMessages.notWaitlisted);
  }
}

/**
 * Who takes which free seat. Players are served first come first: each one is seated if, with
 * everyone earlier who was seated, all can still be given a seat of a role they accept (earlier
 * players may be shifted to another free seat of theirs to make room). A single free seat thus goes
 * to the earliest player whose roles include its role, and several seats freed at once seat as many
 * players as their roles allow, never one player twice. Seats are tried in lobby order (Blue Side
 * Top → Support, then Red Side).
 */
export function planPromotions(
  seats: SeatRef[],
  candidates: Candidate[],
): { userId: string; seat: SeatKey }[] {
  const free = emptySeats(seats);
  // Index of the free seat → index of the candidate holding it.
  const holder = new Map<number, number>();

  const place = (candidate: number, visited: Set<number>): boolean => {
    const accepted = candidates[candidate]?.roles ?? [];
    for (const [index, seat] of free.entries()) {
      if (!accepted.includes(seat.role) || visited.has(index)) {
        continue;
      }
      visited.add(index);
      const current = holder.get(index);
      if (current === undefined || place(current, visited)) {
        holder.set(index, candidate);
        return true;
      }
    }
    return false;
  };

  for (const index of candidates.keys()) {
    if (holder.size === free.length) {
      break;
    }
    place(index, new Set());
  }
  return [...holder.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([seatIndex, candidate]) => {
      const seat = free[seatIndex];
      const userId = candidates[candidate]?.userId;
      return seat && userId ? [{ userId, seat }] : [];
    });
}
