/** A `presence` event as a test client records it. */
export type Presence = { userId: string; online: boolean; version: number };

/**
 * What a client shows of a user: the event of the highest version it has heard of (events from
 * different processes may arrive out of order; see PresenceDto).
 */
export function shownPresence(seen: Presence[], userId: string): Presence | undefined {
  return seen
    .filter((p) => p.userId === userId)
    .reduce<Presence | undefined>(
      (top, p) => (!top || p.version > top.version ? p : top),
      undefined,
    );
}
