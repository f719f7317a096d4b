import type { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";
import { buildIdentity, buildSession, buildUser } from "@/test/factories";
import { connectSocket, listen } from "@/test/listen";

let app: App;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await listen(app);
});
afterAll(() => app.close());

async function tokenOfNewPlayer(): Promise<string> {
  return buildSession(app, await buildUser(app));
}

describe("Socket.IO on the app's server", () => {
  it("accepts a registered player's socket at /socket.io on the same port as the API", async () => {
    const socket = await connectSocket(baseUrl, { token: await tokenOfNewPlayer() });
    try {
      expect(socket.connected).toBe(true);
      const received = new Promise((resolve) => socket.once("test.ping" as never, resolve));
      (app.deps.realtime as unknown as Server).emit("test.ping", { n: 1 });
      expect(await received).toEqual({ n: 1 });
    } finally {
      socket.disconnect();
    }
  });

  it("refuses a handshake without a token, with a bad token, or of a session not yet registered", async () => {
    const unregistered = await buildSession(app, await buildIdentity(app));
    const handshakes: Record<string, string>[] = [
      {},
      { token: "not-a-real-token" },
      { token: unregistered },
    ];
    for (const auth of handshakes) {
      await expect(connectSocket(baseUrl, auth)).rejects.toThrow("Please login to continue");
    }
  });

  it("puts each socket in its user's room", async () => {
    const user = await buildUser(app);
    const socket = await connectSocket(baseUrl, { token: await buildSession(app, user) });
    try {
      const received = new Promise((resolve) => socket.once("test.user" as never, resolve));
      (app.deps.realtime as unknown as Server).to(`user:${user.id}`).emit("test.user", "hello");
      expect(await received).toBe("hello");
    } finally {
      socket.disconnect();
    }
  });

  it("closes a session's sockets at logout, and every socket of an account deleted", async () => {
    const user = await buildUser(app);
    const token = await buildSession(app, user);
    const socket = await connectSocket(baseUrl, { token });
    const loggedOut = new Promise((resolve) => socket.once("disconnect", resolve));
    const logout = await app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    await loggedOut;

    const other = await buildUser(app);
    const first = await connectSocket(baseUrl, { token: await buildSession(app, other) });
    const second = await connectSocket(baseUrl, { token: await buildSession(app, other) });
    const bothClosed = Promise.all([
      new Promise((resolve) => first.once("disconnect", resolve)),
      new Promise((resolve) => second.once("disconnect", resolve)),
    ]);
    const deletion = await app.inject({
      method: "DELETE",
      url: "/api/auth/account",
      headers: { authorization: `Bearer ${await buildSession(app, other)}` },
    });
    expect(deletion.statusCode).toBe(204);
    await bothClosed;
    for (const s of [socket, first, second]) {
      s.disconnect();
    }
  });

  it("disconnects open sockets when the app closes, so shutdown is not held up", async () => {
    const other = await buildTestApp();
    const url = await listen(other);
    const socket = await connectSocket(url, {
      token: await buildSession(other, await buildUser(other)),
    });
    const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
    await other.close();
    await disconnected;
    expect(socket.connected).toBe(false);
    socket.disconnect();
  });
});
