import type { Deps } from "@/lib/deps";
import type { AppSocket } from "@/lib/realtime";
import { presenceRoom, userRoom } from "@/lib/rooms";

// A player is online while at least one socket of theirs is connected, on any process: the
// sockets in their user room, as the adapter (Redis when configured) reports them across
// processes. Nobody gets everyone's state: a socket watches the users it shows.

/** Which of these users have a socket connected on any process. */
export async function onlineAmong(
  deps: Pick<Deps, "realtime">,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) {
    return new Set();
  }
  const sockets = await deps.realtime.in(userIds.map(userRoom)).fetchSockets();
  return new Set(sockets.map((socket) => socket.data.userId));
}

/**
 * Tells the watchers of a newly connected socket's user that they are online, and once the
 * socket is gone (it has left its rooms by then), that they are offline unless another socket
 * of theirs remains somewhere. Of two last sockets closing at once, the later check sees none.
 */
export function trackPresence(deps: Pick<Deps, "realtime" | "log">, socket: AppSocket): void {
  const { userId } = socket.data;
  deps.realtime.to(presenceRoom(userId)).emit("presence", { userId, online: true });
  socket.on("disconnect", () => {
    onlineAmong(deps, [userId]).then(
      (online) => {
        if (!online.has(userId)) {
          deps.realtime.to(presenceRoom(userId)).emit("presence", { userId, online: false });
        }
      },
      (error: unknown) => deps.log.warn({ err: error }, "presence check failed"),
    );
  });
}

/**
 * Replaces what a socket watches: it leaves the rooms of users it no longer shows, joins those
 * of `userIds`, and gets a `presence` event for each of them at once.
 */
export async function watchPresence(
  deps: Pick<Deps, "realtime">,
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
  await socket.join(unique.map(presenceRoom));
  const online = await onlineAmong(deps, unique);
  for (const userId of unique) {
    socket.emit("presence", { userId, online: online.has(userId) });
  }
}
