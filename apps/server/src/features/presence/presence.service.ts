import type { Deps } from "@/lib/deps";
import type { PresenceChange } from "@/lib/presence-store";
import type { AppSocket, Realtime } from "@/lib/realtime";
import { presenceRoom } from "@/lib/rooms";

// A player is online while at least one socket of theirs is connected, on any process. Sockets
// are counted one by one in the presence store (Redis when configured), each add or remove and
// its count in one atomic step, and only a flip of the count (none ↔ some) is announced, with a
// version that orders announcements made by different processes. Nobody gets everyone's state:
// a socket watches the users it shows.

type PresenceDeps = Pick<Deps, "realtime" | "presence" | "log">;

function announce(deps: PresenceDeps, userId: string, change: PresenceChange): void {
  if (change.changed) {
    deps.realtime
      .to(presenceRoom(userId))
      .emit("presence", { userId, online: change.online, version: change.version });
  }
}

/**
 * Counts a newly connected socket for its user, and stops counting it once it is gone; the
 * user's watchers hear when the user comes online or goes offline.
 */
export function trackPresence(deps: PresenceDeps, socket: AppSocket): void {
  const { userId } = socket.data;
  const failed = (error: unknown) =>
    deps.log.warn({ err: error, userId }, "presence update failed");
  // The remove waits for the add: both reach the store in this order.
  const added = deps.presence
    .add(userId, socket.id)
    .then((change) => announce(deps, userId, change), failed);
  socket.on("disconnect", () => {
    void added
      .then(() => deps.presence.remove(userId, socket.id))
      .then((change) => announce(deps, userId, change), failed);
  });
}

/**
 * Adds this process's sockets to the store again, so their leases do not lapse (Redis); answers
 * once done. A socket that had lapsed (the process was stalled) brings its user back online.
 */
export async function renewPresence(deps: PresenceDeps, io: Realtime): Promise<void> {
  for (const socket of io.of("/").sockets.values()) {
    const { userId } = socket.data;
    try {
      announce(deps, userId, await deps.presence.add(userId, socket.id));
    } catch (error) {
      deps.log.warn({ err: error, userId }, "presence renewal failed");
      return;
    }
  }
}

/**
 * Replaces what a socket watches: it leaves the rooms of users it no longer shows, joins those
 * of `userIds`, and gets a `presence` event for each of them at once.
 */
export async function watchPresence(
  deps: Pick<Deps, "presence">,
  socket: AppSocket,
  userIds: string[],
): Promise<void> {
  const wanted = new Set(userIds.map(presenceRoom));
  for (const room of socket.rooms) {
    if (room.startsWith(presenceRoom("")) && !wanted.has(room)) {
      await socket.leave(room);
    }
  }
  const unique = [...new Set(userIds)];
  // Joined first: a flip after the read below reaches this socket too (the version orders them).
  await socket.join(unique.map(presenceRoom));
  const states = await deps.presence.states(unique);
  for (const userId of unique) {
    const state = states.get(userId) ?? { online: false, version: 0 };
    socket.emit("presence", { userId, online: state.online, version: state.version });
  }
}
