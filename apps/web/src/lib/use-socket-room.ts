import type { ServerToClientEvents } from "@scrims/shared/realtime";
import { useEffect, useRef } from "react";
import { useSocket } from "./socket";
import type { RealtimeSocket, ServerEventName } from "./socket";

type RoomListeners = { [E in ServerEventName]?: ServerToClientEvents[E] };

export type SocketRoom = {
  /**
   * Names the room: the hook joins again (leaving the old one) when it changes; `null` stays out of
   * any room.
   */
  key: string | null;
  /**
   * Sends the join event, and calls `joined` once the server has the socket in the room (its
   * answer); called on every connection, since rooms are per connection. Omitted (with `leave`)
   * for the viewer's own user room, which the server joins for every socket as it connects.
   */
  join?: (socket: RealtimeSocket, joined: () => void) => void;
  /** Sends the leave event, on unmount or when the key changes. */
  leave?: (socket: RealtimeSocket) => void;
  /** Server events to handle while in the room (the latest handlers are called). */
  listeners: RoomListeners;
  /**
   * Once in the room, on every connection: refetch what may have changed before. On the first,
   * the page's data may have been read before the join took hold (a change committed in between
   * reaches no one); after a reconnection, events were missed while away.
   */
  onJoined?: () => void;
};

/**
 * Keeps the component in a socket room while mounted: joins on connect and again after every
 * reconnection (each time calling `onJoined` once in), listens to the room's events, and leaves
 * on unmount. The hub, a scrim's lobby, chat, friends and notifications watch their rooms
 * through it.
 */
export function useSocketRoom(room: SocketRoom) {
  const socket = useSocket();
  // The latest callbacks, without leaving and joining again when only they change.
  const latest = useRef(room);
  useEffect(() => {
    latest.current = room;
  });
  const { key } = room;

  useEffect(() => {
    if (!socket || key === null) {
      return;
    }
    const names = Object.keys(latest.current.listeners) as ServerEventName[];
    const forwarders = names.map((name) => {
      const forward = (...args: unknown[]) =>
        (latest.current.listeners[name] as ((...rest: unknown[]) => void) | undefined)?.(...args);
      socket.on(name, forward as ServerToClientEvents[typeof name]);
      return [name, forward] as const;
    });
    // Leave the room this effect joined, even if a newer render named another one.
    const { leave } = latest.current;
    let watching = true;
    const joined = () => {
      if (watching) {
        latest.current.onJoined?.();
      }
    };
    const stopWatching = socket.onConnect(() => {
      const { join } = latest.current;
      if (join) {
        join(socket, joined);
      } else {
        joined();
      }
    });
    return () => {
      watching = false;
      stopWatching();
      for (const [name, forward] of forwarders) {
        socket.off(name, forward as ServerToClientEvents[typeof name]);
      }
      leave?.(socket);
    };
  }, [socket, key]);
}
