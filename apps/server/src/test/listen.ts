import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll } from "vitest";
import type { Ack } from "@scrims/shared/common/ack";
import type { App, BuildAppOptions } from "@/app";
import { buildTestApp } from "./app";
import { buildSession, type TestIdentity, type TestUser } from "./factories/users";

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

export type ReceivedEvents = { event: string; payload: unknown }[];

export type SocketTestApp = {
  app: App;
  baseUrl: string;
  /** A connected client with a fresh session of `who` (player or identity), or with a token. */
  connect: (who: TestUser | TestIdentity | string) => Promise<Socket>;
  /** A connected client of `who` that records every event it receives, in order. */
  watch: (
    who: TestUser | TestIdentity | string,
  ) => Promise<{ socket: Socket; received: ReceivedEvents }>;
  /** Disconnects every client handed out, then closes the app (once; again is a no-op). */
  close: () => Promise<void>;
};

/**
 * The real app listening on a free port, handing out connected Socket.IO clients; `close()`
 * disconnects them all and closes the app, and runs by itself after the file's last test. Takes
 * what `buildTestApp` takes.
 */
export async function socketTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions & { ownDatabase?: boolean } = {},
): Promise<SocketTestApp> {
  const app = await buildTestApp(env, options);
  const baseUrl = await listen(app);
  const sockets: Socket[] = [];
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const socket of sockets) {
        socket.disconnect();
      }
      await app.close();
    })();
    return closing;
  };
  afterAll(close);
  const connectAs = async (who: TestUser | TestIdentity | string) => {
    const token = typeof who === "string" ? who : await buildSession(app, who);
    const socket = await connectSocket(baseUrl, { token });
    sockets.push(socket);
    return socket;
  };
  return {
    app,
    baseUrl,
    connect: connectAs,
    async watch(who) {
      const socket = await connectAs(who);
      const received: ReceivedEvents = [];
      socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
      return { socket, received };
    },
    close,
  };
}

/** An acknowledged client event (fails after `timeoutMs`, 5 s, without an acknowledgement). */
export function emitWithAck(
  socket: Socket,
  event: string,
  payload: unknown,
  timeoutMs = 5_000,
): Promise<Ack> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<Ack>;
}

/** Emits `count` events at once (no timeout); resolves with their acknowledgements. */
export function burst(
  socket: Socket,
  count: number,
  event: string,
  payload: () => unknown,
): Promise<Ack[]> {
  return Promise.all(
    Array.from(
      { length: count },
      () => new Promise<Ack>((resolve) => socket.emit(event, payload(), resolve)),
    ),
  );
}

/** Each acknowledgement as "ok" or its code, and "none" where none came back. */
export const ackCodes = (acks: (Ack | undefined)[]): string[] =>
  acks.map((ack) => (ack === undefined ? "none" : ack.ok ? "ok" : (ack.code ?? "?")));

/** A round trip on the socket: any event the server sent it before has arrived. */
export async function roundTrip(socket: Socket): Promise<void> {
  await emitWithAck(socket, "join_region_hub", { region: "NA" });
}

/** Resolves with the first event of that name whose payload matches (fails after 5 s). */
export function nextEvent<T = { type?: string }>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within 5 s`));
    }, 5_000);
    const listener = (payload: T) => {
      if (match(payload)) {
        clearTimeout(timer);
        socket.off(event, listener);
        resolve(payload);
      }
    };
    socket.on(event, listener);
  });
}

/** Gives in-flight broadcasts time to arrive before asserting that one did not. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 300));
