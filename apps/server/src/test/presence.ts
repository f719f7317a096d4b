import type { Socket } from "socket.io-client";
import type { Ack } from "@scrims/shared/common/ack";
import { emitWithAck } from "./listen";

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

/** Records every `presence` event `socket` hears, in order, into the array it answers. */
export function recordPresence(socket: Socket): Presence[] {
  const seen: Presence[] = [];
  socket.on("presence", (payload: Presence) => seen.push(payload));
  return seen;
}

/** Asks for the presence of `userIds` on `socket` (acknowledged; fails after `timeoutMs`). */
export function watchPresence(socket: Socket, userIds: unknown, timeoutMs?: number): Promise<Ack> {
  return emitWithAck(socket, "watch_presence", { userIds }, timeoutMs);
}
