import type { ClientToServerEvents, ServerToClientEvents } from "@scrims/shared/realtime";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { Socket } from "socket.io-client";
import { getToken } from "./session-token";

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ServerEventName = keyof ServerToClientEvents;
export type ClientEventName = keyof ClientToServerEvents;

/**
 * The part of the socket the features use. A thin wrapper (not socket.io's own class) so that tests
 * can hand the hooks a small fake with the same four methods.
 */
export interface RealtimeSocket {
  on<E extends ServerEventName>(event: E, listener: ServerToClientEvents[E]): void;
  off<E extends ServerEventName>(event: E, listener: ServerToClientEvents[E]): void;
  emit<E extends ClientEventName>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
  /**
   * Calls `listener` at once when connected, then after every reconnection (rooms are per
   * connection, so watchers join again there). Returns an unsubscribe.
   */
  onConnect(listener: () => void): () => void;
}

type Connection = { socket: RealtimeSocket; close: () => void };

/** Wraps a socket.io client socket in the `RealtimeSocket` interface. */
export function wrapSocket(socket: AppSocket): RealtimeSocket {
  return {
    on: (event, listener) => {
      socket.on(event, listener as never);
    },
    off: (event, listener) => {
      socket.off(event, listener as never);
    },
    emit: (event, ...args) => {
      (socket.emit as (name: string, ...rest: unknown[]) => void)(event, ...args);
    },
    onConnect: (listener) => {
      if (socket.connected) {
        listener();
      }
      socket.on("connect", listener);
      return () => {
        socket.off("connect", listener);
      };
    },
  };
}

/**
 * Same-origin Socket.IO at /socket.io; the token is read again at every (re)connection. The
 * client library is loaded on first use: visitors (the landing page) never download it.
 */
async function connectBrowserSocket(): Promise<Connection> {
  const { io } = await import("socket.io-client");
  const socket: AppSocket = io({
    path: "/socket.io",
    auth: (send) => send({ token: getToken() ?? "" }),
    transports: ["websocket", "polling"],
  });
  return {
    socket: wrapSocket(socket),
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

/**
 * Holds the app's one socket: `connect()` on sign-in, `disconnect()` on sign-out. Components read
 * the current socket (or null) through `useSocket()`.
 */
export function createSocketStore(
  open: () => Connection | Promise<Connection> = connectBrowserSocket,
) {
  let connection: Connection | null = null;
  // Bumped by every connect and disconnect, so a connection that opens after a later
  // disconnect (or reconnect) is closed instead of kept.
  let generation = 0;
  let opening = false;
  const listeners = new Set<() => void>();

  function notify() {
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getSnapshot: (): RealtimeSocket | null => connection?.socket ?? null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Opens the socket unless one is open or opening already. */
    connect(): void {
      if (connection || opening) {
        return;
      }
      generation += 1;
      const mine = generation;
      opening = true;
      void Promise.resolve(open()).then(
        (opened) => {
          if (mine !== generation) {
            opened.close();
            return;
          }
          opening = false;
          connection = opened;
          notify();
        },
        () => {
          if (mine === generation) {
            opening = false;
          }
        },
      );
    },
    disconnect(): void {
      generation += 1;
      opening = false;
      if (!connection) {
        return;
      }
      connection.close();
      connection = null;
      notify();
    },
  };
}

export type SocketStore = ReturnType<typeof createSocketStore>;

const socketStore = createSocketStore();

/** Defaults to the app's store; tests provide one holding a fake socket. */
export const SocketContext = createContext<SocketStore>(socketStore);

/** The open socket, or null while signed out. */
export function useSocket(): RealtimeSocket | null {
  const store = useContext(SocketContext);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** The store itself, for the component that opens and closes the connection. */
export function useSocketStore(): SocketStore {
  return useContext(SocketContext);
}
