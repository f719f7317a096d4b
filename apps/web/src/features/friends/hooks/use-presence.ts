import { useEffect, useSyncExternalStore } from "react";
import { useSocket } from "@/lib/socket";
import type { RealtimeSocket } from "@/lib/socket";

type PresenceStore = {
  watch: (userIds: string[]) => () => void;
  isOnline: (userId: string) => boolean | undefined;
  subscribe: (listener: () => void) => () => void;
  version: () => number;
};

// One store per socket: a new sign-in (new socket) starts with nothing known.
const stores = new WeakMap<RealtimeSocket, PresenceStore>();

/**
 * Presence of the users the page shows: every mounted watcher adds its ids, and the socket is told
 * the whole set (`watch_presence {userIds}` replaces the socket's set) whenever it changes and after
 * every reconnection. The server answers with a `presence {userId, online, version}` per watched
 * user, then one per change; of two events, the higher version wins.
 */
function presenceStoreFor(socket: RealtimeSocket): PresenceStore {
  const existing = stores.get(socket);
  if (existing) {
    return existing;
  }
  const watchers = new Map<string, number>();
  const online = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  let version = 0;
  let connected = false;
  let lastSent = "";

  const notify = () => {
    version += 1;
    for (const listener of listeners) {
      listener();
    }
  };
  const send = (force: boolean) => {
    const userIds = [...watchers.keys()].sort();
    const key = userIds.join(",");
    // The set replaces the last one sent; an empty set stops watching (nothing to send at first).
    if (!connected || (force ? key === "" : key === lastSent)) {
      return;
    }
    lastSent = key;
    socket.emit("watch_presence", { userIds }, () => {});
  };

  // The highest version heard per user: an older event (from another server process) loses.
  const versions = new Map<string, number>();
  socket.on("presence", ({ userId, online: isOnline, version: heard }) => {
    if (heard < (versions.get(userId) ?? -1)) {
      return;
    }
    versions.set(userId, heard);
    if (online.get(userId) !== isOnline) {
      online.set(userId, isOnline);
      notify();
    }
  });
  socket.onConnect(() => {
    connected = true;
    // A new connection answers afresh (the server may have restarted): start over.
    versions.clear();
    send(true);
  });

  const store: PresenceStore = {
    watch(userIds) {
      const unique = [...new Set(userIds)];
      for (const id of unique) {
        watchers.set(id, (watchers.get(id) ?? 0) + 1);
      }
      // After this render's other watchers registered: one emit for the page, not one per row.
      queueMicrotask(() => send(false));
      return () => {
        for (const id of unique) {
          const count = (watchers.get(id) ?? 1) - 1;
          if (count <= 0) {
            watchers.delete(id);
          } else {
            watchers.set(id, count);
          }
        }
        queueMicrotask(() => send(false));
      };
    },
    isOnline: (userId) => online.get(userId),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
  };
  stores.set(socket, store);
  return store;
}

const noStore = { subscribe: () => () => {}, version: () => 0 };

/**
 * Watches the given users while mounted and returns a reader: `isOnline(id)` is true, false, or
 * undefined while not yet known (or signed out).
 */
export function usePresence(userIds: string[]): (userId: string) => boolean | undefined {
  const socket = useSocket();
  const store = socket ? presenceStoreFor(socket) : null;
  const idsKey = [...new Set(userIds)].sort().join(",");

  useEffect(() => {
    if (!store || !idsKey) {
      return;
    }
    return store.watch(idsKey.split(","));
  }, [store, idsKey]);

  const source = store ?? noStore;
  useSyncExternalStore(source.subscribe, source.version, source.version);
  return (userId) => store?.isOnline(userId);
}
