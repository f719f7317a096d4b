import { afterAll, describe, expect, it } from "vitest";
import { testApp } from "@/test/app";
import { expectError } from "@/test/assertions";
import { captureLog } from "@/test/log-capture";
import { get, post } from "@/test/requests";
import { requestContext } from "@/lib/request-id";

const log = captureLog();
afterAll(() => log.remove());
const app = await testApp({ LOG_LEVEL: "info" }, { logStream: log.stream });
// A process that listens (for Socket.IO), built up front, closed after the file.
const listening = await testApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("x-request-id", () => {
  it("is a new UUID on every response when the client sends none", async () => {
    const [first, second] = await Promise.all([
      app.inject(get("/api/server-status")),
      app.inject(get("/api/health/live")),
    ]);
    expect(first.headers["x-request-id"]).toMatch(UUID);
    expect(second.headers["x-request-id"]).toMatch(UUID);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("keeps a sane id from the proxy in front", async () => {
    for (const id of ["5f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f", "trace-01:abc.DEF_9", "a/b+c=d@e"]) {
      const res = await app.inject({ ...get("/api/health/live"), headers: { "x-request-id": id } });
      expect(res.headers["x-request-id"]).toBe(id);
    }
  });

  it("replaces an id that is too long, empty or holds spaces, quotes or control characters", async () => {
    for (const id of ["x".repeat(129), "", "two words", 'quo"te', "line\tbreak", "ünïcode"]) {
      const res = await app.inject({ ...get("/api/health/live"), headers: { "x-request-id": id } });
      expect(res.headers["x-request-id"], JSON.stringify(id)).toMatch(UUID);
    }
  });

  it("is on error answers, and in their body as requestId", async () => {
    const answers = [
      // Refused by the gate (no session).
      [await app.inject(get("/api/friend-requests")), 401],
      // No such route.
      [await app.inject(get("/api/no-such-route")), 404],
      // Invalid body.
      [await app.inject(post("/api/auth/dev-login", { email: 5 })), 400],
      // Refused by the router before any hook (a broken percent-encoding).
      [await app.inject(get("/api/scrims/%E0%A4%A")), 400],
    ] as const;
    for (const [res, status] of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers["x-request-id"]).toMatch(UUID);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        code: expect.any(String),
        requestId: res.headers["x-request-id"],
      });
    }
  });

  it("puts the proxy's id in the error body too", async () => {
    const res = await app.inject({
      ...get("/api/friend-requests"),
      headers: { "x-request-id": "from-nginx-42" },
    });
    expectError(res, 401, {
      error: expect.any(String),
      code: "UNAUTHORIZED",
      requestId: "from-nginx-42",
    });
  });
});

describe("log lines", () => {
  it("are JSON lines, and each line of a request carries its id", async () => {
    const res = await app.inject({
      ...get("/api/friend-requests"),
      headers: { "x-request-id": "log-check-1" },
    });
    expect(res.statusCode).toBe(401);
    const lines = log.lines().filter((line) => line.requestId === "log-check-1");
    // One line per request at info, when it is answered: method, URL, status and time. The
    // line as it came in is at debug, below this app's level.
    expect(lines.filter((line) => line.msg === "incoming request")).toEqual([]);
    expect(lines.filter((line) => line.msg === "request completed")).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: "GET", url: "/api/friend-requests" }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    // Fastify's own label is not written next to ours.
    expect(log.lines().filter((line) => "reqId" in line)).toEqual([]);
  });

  it("carries the id on lines a service writes through the app's logger during the request", async () => {
    requestContext.run({ requestId: "service-line-7" }, () => {
      app.deps.log.warn("written by a service while serving a request");
    });
    app.deps.log.warn("written outside any request");
    const lines = log.lines();
    expect(
      lines.find((line) => line.msg === "written by a service while serving a request"),
    ).toMatchObject({
      requestId: "service-line-7",
    });
    expect(lines.find((line) => line.msg === "written outside any request")).not.toHaveProperty(
      "requestId",
    );
    // A request's own logger names the id once, not twice.
    const raw = log
      .text()
      .split("\n")
      .filter((line) => line.includes("log-check-1"));
    expect(raw.every((line) => line.split('"requestId"').length === 2)).toBe(true);
  });
});

describe("Socket.IO's own HTTP answers", () => {
  it("carry an x-request-id too (polling handshake)", async () => {
    await listening.listen({ port: 0, host: "127.0.0.1" });
    const { port } = listening.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/socket.io/?EIO=4&transport=polling`, {
      headers: { "x-request-id": "socket-poll-1" },
    });
    await res.text();
    expect(res.headers.get("x-request-id")).toBe("socket-poll-1");
  });
});
