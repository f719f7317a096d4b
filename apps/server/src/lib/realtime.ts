import type { Server, Socket } from "socket.io";
import type { ClientToServerEvents, ServerToClientEvents } from "@scrims/shared/realtime";

/** Who a socket belongs to, settled at the handshake. */
type SocketData = { userId: string; sessionId: string };

/** The Socket.IO server, typed by the shared event maps (what services emit through). */
export type Realtime = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<never, never>,
  SocketData
>;

/** One connected client, as the feature handlers receive it. */
export type AppSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<never, never>,
  SocketData
>;

/**
 * Open sockets across every process: with the Redis adapter the other processes are asked too
 * (fails when one does not answer in time).
 */
export async function countConnections(io: Realtime): Promise<number> {
  const sockets = await io.fetchSockets();
  return sockets.length;
}
