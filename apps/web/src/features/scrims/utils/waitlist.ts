import { ROLES, type Role } from "@scrims/shared/scrims/scrims.constants";
import { canSeeWaitlist, waitlistIsOpen } from "@scrims/shared/scrims/scrims.rules";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { isCaster, playerAt, seatOfUser, type ScrimViewer } from "./scrim-state";

/** Roles with a free seat on either side: those are taken directly, never waited for. */
export function rolesWithFreeSeat(scrim: ScrimDto): Role[] {
  return ROLES.filter(
    (role) =>
      !playerAt(scrim, { team: "teamOne", role }) || !playerAt(scrim, { team: "teamTwo", role }),
  );
}

function isWaiting(scrim: ScrimDto, userId: string): boolean {
  return scrim.waitlist.some((entry) => entry._user._id === userId);
}

/** Whether the viewer gets the waitlist itself (the server's rule), not only its count. */
export function seesWaitlist(scrim: ScrimDto, viewer: ScrimViewer, waitingIds: string[]): boolean {
  return canSeeWaitlist(
    {
      lobbyHostId: scrim.lobbyHost?._id ?? null,
      playerIds: [...scrim.teamOne, ...scrim.teamTwo].map((player) => player._user._id),
      casterIds: scrim.casters.map((caster) => caster._id),
      waitlistIds: waitingIds,
    },
    { id: viewer._id, isAdmin: viewer.isAdmin },
  );
}

export type WaitlistActions = { canJoin: boolean; canLeave: boolean };

/**
 * Join waitlist: while it is open, for a player neither seated, casting nor waiting, once some
 * role has both seats taken. Leave waitlist: a waiting player while it is open.
 */
export function waitlistActions(scrim: ScrimDto, viewerId: string, now: Date): WaitlistActions {
  const open = waitlistIsOpen(scrim, now);
  const waiting = isWaiting(scrim, viewerId);
  const outside = !waiting && !seatOfUser(scrim, viewerId) && !isCaster(scrim, viewerId);
  return {
    canJoin: open && outside && rolesWithFreeSeat(scrim).length < ROLES.length,
    canLeave: open && waiting,
  };
}

/** "3 waiting". */
export const waitingLabel = (count: number) => `${count} waiting`;
