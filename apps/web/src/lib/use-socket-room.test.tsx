import { act, renderHook, waitFor } from "@testing-library/react";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { ReactNode } from "react";
import { Server } from "socket.io";
import { io } from "socket.io-client";
import type { Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildScrimDto } from "@/testing/scrim-data";
import { SocketContext, createSocketStore, wrapSocket } from "./socket";
import type { AppSocket } from "./socket";
import { useSocketRoom } from "./use-socket-room";

/**
 * A real Socket.IO server that records the room events each connection sends. `holdJoins` keeps
 * its answers to joins until `releaseJoins`.
 */
async function startRoomServer() {
  const http = createServer();
  const server = new Server(http);
  const received: string[] = [];
  const heldAnswers: (() => void)[] = [];
  let holdJoins = false;
  server.on("connection", (socket) => {
    socket.on("join_scrim_room", ({ scrimId }: { scrimId: string }, ack: () => void) => {
      received.push(`join ${scrimId}`);
      void socket.join(scrimId);
      if (holdJoins) {
        heldAnswers.push(ack);
      } else {
        ack();
      }
    });
    socket.on("leave_scrim_room", ({ scrimId }: { scrimId: string }, ack: () => void) => {
      received.push(`leave ${scrimId}`);
      void socket.leave(scrimId);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    server,
    received,
    holdJoins: () => {
      holdJoins = true;
    },
    releaseJoins: () => {
      holdJoins = false;
      heldAnswers.splice(0).forEach((ack) => ack());
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => void server.close(() => resolve())),
  };
}

let room: Awaited<ReturnType<typeof startRoomServer>>;
let client: Socket;

beforeEach(async () => {
  room = await startRoomServer();
});

afterEach(async () => {
  client?.disconnect();
  await room.close();
});

async function connectedStore() {
  client = io(room.url, { transports: ["websocket"], reconnectionDelay: 10 });
  const store = createSocketStore(async () => ({
    socket: wrapSocket(client as AppSocket),
    close: () => client.disconnect(),
  }));
  store.connect();
  await waitFor(() => expect(store.getSnapshot()).not.toBeNull());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SocketContext value={store}>{children}</SocketContext>
  );
  return wrapper;
}

function useWatch(scrimId: string, seen: ScrimDto[], refetches: { count: number }) {
  useSocketRoom({
    key: scrimId,
    join: (socket, joined) => socket.emit("join_scrim_room", { scrimId }, joined),
    leave: (socket) => socket.emit("leave_scrim_room", { scrimId }, () => {}),
    listeners: { scrimUpdate: ({ scrim }) => void seen.push(scrim) },
    onJoined: () => {
      refetches.count += 1;
    },
  });
}

describe("useSocketRoom", () => {
  it("joins, hears the room, rejoins and refetches after a reconnection, leaves on unmount", async () => {
    const wrapper = await connectedStore();
    const seen: ScrimDto[] = [];
    const refetches = { count: 0 };
    const { unmount } = renderHook(() => useWatch("s1", seen, refetches), { wrapper });

    await waitFor(() => expect(room.received).toEqual(["join s1"]));
    // Once in, the page refetches: its data may have been read before the join took hold.
    await waitFor(() => expect(refetches.count).toBe(1));
    const scrim = buildScrimDto();
    room.server.to("s1").emit("scrimUpdate", { scrim });
    await waitFor(() => expect(seen.map((entry) => entry._id)).toEqual([scrim._id]));

    // The connection drops (not a server kick): socket.io reconnects, the hook joins again.
    act(() => {
      client.io.engine.close();
    });
    await waitFor(() => expect(room.received).toEqual(["join s1", "join s1"]));
    await waitFor(() => expect(refetches.count).toBe(2));

    unmount();
    await waitFor(() => expect(room.received).toEqual(["join s1", "join s1", "leave s1"]));
    room.server.to("s1").emit("scrimUpdate", { scrim });
    // A round trip through the server proves the update had time to arrive, and was not heard.
    await new Promise<void>((resolve) =>
      client.emit("join_scrim_room", { scrimId: "probe" }, () => resolve()),
    );
    expect(seen).toHaveLength(1);
  });

  it("leaves the old room and joins the new one when the key changes", async () => {
    const wrapper = await connectedStore();
    const refetches = { count: 0 };
    const { rerender } = renderHook(({ id }) => useWatch(id, [], refetches), {
      wrapper,
      initialProps: { id: "s1" },
    });
    await waitFor(() => expect(room.received).toEqual(["join s1"]));
    rerender({ id: "s2" });
    await waitFor(() => expect(room.received).toEqual(["join s1", "leave s1", "join s2"]));
    await waitFor(() => expect(refetches.count).toBe(2));
  });

  it("refetches only once the server has answered the join, and not after unmount", async () => {
    const wrapper = await connectedStore();
    const refetches = { count: 0 };
    room.holdJoins();
    const first = renderHook(() => useWatch("s1", [], refetches), { wrapper });
    await waitFor(() => expect(room.received).toEqual(["join s1"]));
    // A round trip through the server: the join arrived, and its answer is still held.
    await new Promise<void>((resolve) =>
      client.emit("leave_scrim_room", { scrimId: "probe" }, () => resolve()),
    );
    expect(refetches.count).toBe(0);

    room.releaseJoins();
    await waitFor(() => expect(refetches.count).toBe(1));

    // Unmounted before the server answers: nothing is refetched for a page that is gone.
    first.unmount();
    room.holdJoins();
    const second = renderHook(() => useWatch("s2", [], refetches), { wrapper });
    await waitFor(() => expect(room.received).toContain("join s2"));
    second.unmount();
    room.releaseJoins();
    await new Promise<void>((resolve) =>
      client.emit("leave_scrim_room", { scrimId: "probe" }, () => resolve()),
    );
    expect(refetches.count).toBe(1);
  });
});
