import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { connectSocket } from "@/test/listen";
import { type Spawned, cleanUpProcesses, spawnTsx, tempDir } from "@/test/processes";

afterAll(cleanUpProcesses);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Spawns the server; `ownPidNamespace` runs it as pid 1 of a new PID namespace (a container). */
const start = (env: Record<string, string>, ownPidNamespace = false): Spawned =>
  spawnTsx("src/server.ts", [], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    ownPidNamespace,
  });

async function waitUntilUp(baseUrl: string, started: Spawned): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const res = await fetch(`${baseUrl}/api/server-status`);
      if (res.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    if (started.child.exitCode !== null) {
      throw new Error(`server exited early:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not come up:\n${started.output()}`);
}

/** Signs a new player in over HTTP (local sign-in + registration) and returns the session token. */
async function registeredToken(baseUrl: string): Promise<string> {
  const post = async (path: string, body: object, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { token: string };
  };
  const { token } = await post("/api/auth/dev-login", { email: "shutdown@example.test" });
  const details = {
    name: "Shutdown Test",
    summonerTagline: "NA1",
    region: "NA",
    discord: "shutdown_test",
    rank: "Gold 2",
  };
  return (await post("/api/auth/register", details, token)).token;
}

const tempDataDir = () => tempDir("scrims-server-");

/** A server on a free port of its own, answering; `dataDir` a fresh folder unless given. */
async function startServer(dataDir = tempDataDir()): Promise<{ baseUrl: string; server: Spawned }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = start({ DATA_DIR: dataDir, PORT: String(port) });
  await waitUntilUp(baseUrl, server);
  return { baseUrl, server };
}

describe("the server process", () => {
  it("starts on the embedded database, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM", async () => {
    const dataDir = tempDataDir();
    const { baseUrl, server: first } = await startServer(dataDir);
    expect(fs.existsSync(path.join(dataDir, "scrims.lock"))).toBe(true);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data directory ${dataDir} is already in use by another Scrims process`,
    );
    // A second container on the same volume: its PID namespace cannot see the first server.
    const container = start({ DATA_DIR: dataDir, PORT: String(await freePort()) }, true);
    expect(await container.exited).toBe(1);
    expect(container.output()).toContain(
      `The data directory ${dataDir} is already in use by another Scrims process (pid ${first.child.pid}`,
    );

    const socket = await connectSocket(baseUrl, { token: await registeredToken(baseUrl) });
    const disconnected = new Promise((resolve) => socket.once("disconnect", resolve));
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    await disconnected;
    socket.disconnect();
    expect(first.output()).toContain("shutting down");
    expect(fs.existsSync(path.join(dataDir, "scrims.lock"))).toBe(false);
    await expect(fetch(`${baseUrl}/api/server-status`)).rejects.toThrow();
  }, 240_000);

  it("finishes a request already under way when SIGTERM arrives, then exits", async () => {
    const { baseUrl, server } = await startServer();

    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${baseUrl}/api/auth/dev-login`,
        { method: "POST", headers: { "content-type": "application/json" } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.write('{"email": "in-flight');
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end('@example.test"}'), 500);
      }, 200);
    });

    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(body)).toMatchObject({ user: null, token: expect.any(String) });
    expect(await server.exited).toBe(0);
  }, 180_000);

  it("still serves a request on a kept-alive connection after SIGTERM, with Connection: close", async () => {
    const { baseUrl, server } = await startServer();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection?: string; body: string; reused: boolean }>(
        (resolve, reject) => {
          const req = http.get(`${baseUrl}/api/server-status`, { agent }, (res) => {
            let body = "";
            res.on("data", (chunk) => (body += chunk));
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                body,
                reused: req.reusedSocket,
              }),
            );
          });
          req.on("error", reject);
        },
      );

    expect(await get()).toMatchObject({ status: 200, connection: "keep-alive" });
    server.child.kill("SIGTERM");
    while (!server.output().includes("shutting down")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const during = await get();
    // Served: a proxy would not send a POST refused here to another process.
    expect(during).toMatchObject({ status: 200, connection: "close", reused: true });
    expect(JSON.parse(during.body)).toEqual({ isServerUp: true });
    // No new connections meanwhile.
    const fresh = new Promise((resolve, reject) =>
      http.get(`${baseUrl}/api/server-status`, { agent: false }, resolve).on("error", reject),
    );
    await expect(fresh).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(await server.exited).toBe(0);
    agent.destroy();
  }, 180_000);

  it("starts and serves after first starts killed (SIGKILL, SIGTERM) at several moments of initialisation", async () => {
    const dataDir = tempDataDir();
    const bytesUnder = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
        const full = path.join(dir, entry.name);
        try {
          return sum + (entry.isDirectory() ? bytesUnder(full) : fs.statSync(full).size);
        } catch {
          return sum; // removed meanwhile
        }
      }, 0);
    // Bytes of database folders that this start made (leftovers of earlier starts not counted).
    const madeSince = (before: Set<string>) => () =>
      fs
        .readdirSync(dataDir)
        .filter((name) => name.startsWith("pglite") && !before.has(name))
        .reduce((sum, name) => sum + bytesUnder(path.join(dataDir, name)), 0);
    const moments: { signal: NodeJS.Signals; bytes: number }[] = [
      // Killed while the database cluster is being created (what broke folders for good).
      { signal: "SIGKILL", bytes: 300_000 },
      { signal: "SIGKILL", bytes: 0 },
      { signal: "SIGTERM", bytes: 1_000_000 },
      { signal: "SIGKILL", bytes: 2_500_000 },
      { signal: "SIGKILL", bytes: 8_000_000 },
    ];
    for (const { signal, bytes } of moments) {
      const before = new Set(fs.readdirSync(dataDir));
      const made = madeSince(before);
      const started = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
      const madeNothingYet = () =>
        !fs.readdirSync(dataDir).some((name) => name.startsWith("pglite") && !before.has(name));
      while (
        (madeNothingYet() || made() < bytes) &&
        started.child.exitCode === null &&
        !started.output().includes("Server listening")
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      started.child.kill(signal);
      const code = await started.exited;
      expect(code, started.output()).toBe(signal === "SIGTERM" ? 0 : null);
    }

    const { baseUrl, server } = await startServer(dataDir);
    expect(await registeredToken(baseUrl)).toEqual(expect.any(String));
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 600_000);

  it("refuses to boot with a bad environment and lists every problem", async () => {
    const started = start({
      DATA_DIR: tempDataDir(),
      PORT: "nope",
      NODE_ENV: "production",
      LOCAL_SIGNIN: "true",
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("Invalid configuration:");
    expect(started.output()).toContain("PORT:");
    expect(started.output()).toContain(
      "LOCAL_SIGNIN: local sign-in must not be enabled in production",
    );
  });
});
