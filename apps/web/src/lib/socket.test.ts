import { describe, expect, it, vi } from "vitest";
import { createSocketStore, type RealtimeSocket } from "./socket";

function deferredConnection() {
  const close = vi.fn();
  const socket = { id: "fake" } as unknown as RealtimeSocket;
  let resolve: (value: { socket: RealtimeSocket; close: () => void }) => void = () => {};
  const promise = new Promise<{ socket: RealtimeSocket; close: () => void }>((r) => {
    resolve = r;
  });
  return { open: () => promise, finish: () => resolve({ socket, close }), socket, close };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("socket store", () => {
  it("exposes the socket once it has opened, and notifies subscribers", async () => {
    const connection = deferredConnection();
    const store = createSocketStore(connection.open);
    const listener = vi.fn();
    store.subscribe(listener);

    store.connect();
    expect(store.getSnapshot()).toBeNull();
    connection.finish();
    await flush();
    expect(store.getSnapshot()).toBe(connection.socket);
    expect(listener).toHaveBeenCalled();
  });

  it("opens only one socket however often connect is called", async () => {
    const open = vi.fn(deferredConnection().open);
    const store = createSocketStore(open);
    store.connect();
    store.connect();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("closes a socket that finishes opening after a sign-out", async () => {
    const connection = deferredConnection();
    const store = createSocketStore(connection.open);
    store.connect();
    store.disconnect();
    connection.finish();
    await flush();
    expect(store.getSnapshot()).toBeNull();
    expect(connection.close).toHaveBeenCalledTimes(1);
  });
});
