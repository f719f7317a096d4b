import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import type { App } from "@/app";

/** Makes the app listen on a free loopback port and returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A real Socket.IO client, connected (websocket only, as browsers end up). */
export async function connectSocket(
  baseUrl: string,
  auth: Record<string, string> = {},
): Promise<Socket> {
  const socket = connect(baseUrl, {
    path: "/socket.io",
    transports: ["websocket"],
    auth,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return socket;
}
