import type { Ack, ClientToServerEvents, ServerToClientEvents } from "@scrims/shared/realtime";
import { createSocketStore } from "@/lib/socket";
import type { ClientEventName, RealtimeSocket, ServerEventName, SocketStore } from "@/lib/socket";

type Emitted = { event: ClientEventName; payload: unknown };

/**
 * A stand-in for the app's socket: records what the app emits (and acknowledges it with
 * `{ok: true}`), and lets a test play server events with `serverEmit`.
 */
export type FakeSocket = RealtimeSocket & {
  emitted: Emitted[];
  serverEmit<E extends ServerEventName>(
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Simulates a (re)connection: every `onConnect` listener runs again. */
  reconnect(): void;
  listenerCount(event: ServerEventName): number;
};

export function createFakeSocket({ connected = true }: { connected?: boolean } = {}): FakeSocket {
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const connectListeners = new Set<() => void>();
  const emitted: Emitted[] = [];
  let isConnected = connected;

  return {
    emitted,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (...args: never[]) => void);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (...args: never[]) => void);
    },
    emit<E extends ClientEventName>(event: E, ...args: Parameters<ClientToServerEvents[E]>) {
      const [payload, ack] = args as unknown as [unknown, ((result: Ack) => void) | undefined];
      emitted.push({ event, payload });
      ack?.({ ok: true });
    },
    onConnect(listener) {
      if (isConnected) {
        listener();
      }
      connectListeners.add(listener);
      return () => {
        connectListeners.delete(listener);
      };
    },
    serverEmit(event, ...args) {
      for (const listener of listeners.get(event) ?? []) {
        (listener as (...rest: unknown[]) => void)(...args);
      }
    },
    reconnect() {
      isConnected = true;
      for (const listener of connectListeners) {
        listener();
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
  };
}

/** A socket store that is already "connected" to the given fake. */
export function createFakeSocketStore(socket: FakeSocket): SocketStore {
  const store = createSocketStore(() => ({ socket, close: () => {} }));
  store.connect();
  return store;
}
