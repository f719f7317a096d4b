import type { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { connectSocket, listen } from "@/test/listen";

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await listen(app);
});
afterAll(() => app.close());

describe("Socket.IO on the app's server", () => {
  it("accepts a real client at /socket.io on the same port as the API", async () => {
    const socket = await connectSocket(baseUrl);
    try {
      expect(socket.connected).toBe(true);
      const received = new Promise((resolve) => socket.once("test.ping", resolve));
      (app.deps.realtime as unknown as Server).emit("test.ping", { n: 1 });
      expect(await received).toEqual({ n: 1 });
    } finally {
      socket.disconnect();
    }
  });

  it("disconnects open sockets when the app closes, so shutdown is not held up", async () => {
    const other = await buildTestApp();
    const url = await listen(other);
    const socket = await connectSocket(url);
    const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
    await other.close();
    await disconnected;
    expect(socket.connected).toBe(false);
    socket.disconnect();
  });
});
