import { scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { Actor } from "@/lib/actor";
import { AppError } from "@/lib/errors";
import type { PrivateScrims } from "./scrims.repository";

type Membership = {
  createdById: string;
  lobbyHostId: string | null;
  playerIds: string[];
  casterIds: string[];
};

/** Seated, casting, the creator or the lobby host: who may find a private scrim in lists. */
export function isMember(scrim: Membership, userId: string): boolean {
  return (
    scrim.createdById === userId ||
    scrim.lobbyHostId === userId ||
    scrim.playerIds.includes(userId) ||
    scrim.casterIds.includes(userId)
  );
}

/** Which private scrims a list shown to this viewer may hold: all for admins, else their own. */
export function privateScrimsFor(viewer: Actor): PrivateScrims {
  return viewer.isAdmin ? "all" : { memberOf: viewer.id };
}

// Lobby name and password: one rule shared with the web.
export { canSeeLobbyDetails } from "@scrims/shared/scrims/scrims.rules";

/**
 * A player acts for himself; admins act for anyone.
 *
 * @throws AppError FORBIDDEN with `message`
 */
export function assertActsFor(actor: Actor, userId: string, message: string): void {
  if (!actor.isAdmin && actor.id !== userId) {
    throw new AppError("FORBIDDEN", message);
  }
}

/** @throws AppError FORBIDDEN unless the actor is an admin or the scrim's lobby host */
export function assertCanSetWinner(actor: Actor, lobbyHostId: string | null): void {
  if (!actor.isAdmin && actor.id !== lobbyHostId) {
    throw new AppError("FORBIDDEN", scrimMessages.onlyHostSetsWinner);
  }
}
