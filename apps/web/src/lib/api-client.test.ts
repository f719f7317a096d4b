import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR, createApiClient, getErrorMessage } from "./api-client";
import { serverErrorMessage } from "./server-error-message";
import type { ApiEvent } from "./api-client";
import { clearToken, setToken } from "./session-token";

type Seen = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };

let server: Server;
let baseUrl: string;
let lastRequest: Seen;

/** A tiny stand-in for the API: each path answers the way a real endpoint would. */
function handle(req: IncomingMessage, res: ServerResponse) {
  let body = "";
  req.on("data", (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on("end", () => {
    lastRequest = { method: req.method, url: req.url, headers: req.headers, body };
    const json = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    switch (path) {
      case "/api/server-status":
        return json(200, { isServerUp: true });
      case "/api/echo":
        return json(200, { received: body ? JSON.parse(body) : null });
      case "/api/scrims/missing":
        return json(404, { error: "Scrim not found!, redirecting to home", code: "NOT_FOUND" });
      case "/api/auth/verify":
        return json(401, { error: "Session expired", code: "UNAUTHORIZED" });
      case "/api/scrims/1/remove-player/2":
        res.writeHead(204);
        return res.end();
      case "/api/banned-write":
        return json(403, {
          error: "You are banned until Nov 30, 2030, 14:00 UTC",
          code: "BANNED",
          bannedUntil: "2030-11-30T14:00:00.000Z",
        });
      case "/api/crash":
        return json(500, {
          error: "Something went wrong on our side. Please try again later.",
          code: "INTERNAL",
          requestId: "req-7f3a",
        });
      case "/api/database-down":
        return json(503, {
          error: "The database is not answering",
          code: "SERVICE_UNAVAILABLE",
          requestId: "req-db-9",
        });
      case "/api/gateway":
        res.writeHead(502, { "Content-Type": "text/html" });
        return res.end("<html>Bad Gateway</html>");
      default:
        return json(404, { error: "Route not found", code: "ROUTE_NOT_FOUND" });
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  clearToken();
});

function clientWithEvents(url = baseUrl) {
  const client = createApiClient({ baseUrl: url });
  const events: ApiEvent["type"][] = [];
  client.subscribe((event) => events.push(event.type));
  return { client, events };
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("api client", () => {
  it("returns the parsed JSON body", async () => {
    const { client } = clientWithEvents();

    await expect(client.get("/api/server-status")).resolves.toEqual({ isServerUp: true });
    expect(lastRequest.headers.accept).toBe("application/json");
  });

  it("sends a JSON body and query parameters, leaving out empty ones", async () => {
    const { client } = clientWithEvents();

    const answer = await client.post(
      "/api/echo",
      { text: "gg wp" },
      { params: { region: "EUW", date: undefined } },
    );

    expect(answer).toEqual({ received: { text: "gg wp" } });
    expect(lastRequest.method).toBe("POST");
    expect(lastRequest.url).toBe("/api/echo?region=EUW");
    expect(lastRequest.headers["content-type"]).toBe("application/json");
  });

  it("attaches the stored session token as a bearer token", async () => {
    const { client } = clientWithEvents();

    await client.get("/api/server-status");
    expect(lastRequest.headers.authorization).toBeUndefined();

    setToken("token-abc");
    await client.get("/api/server-status");
    expect(lastRequest.headers.authorization).toBe("Bearer token-abc");
  });

  it("resolves undefined for an empty 204 answer", async () => {
    const { client } = clientWithEvents();

    await expect(client.patch("/api/scrims/1/remove-player/2")).resolves.toBeUndefined();
    expect(lastRequest.method).toBe("PATCH");
  });

  it("throws ApiError with the status, code and message of an {error, code} body", async () => {
    const { client, events } = clientWithEvents();

    const error = await catchError(client.get("/api/scrims/missing"));

    expect(error.status).toBe(404);
    expect(error.code).toBe("NOT_FOUND");
    expect(error.message).toBe("Scrim not found!, redirecting to home");
    expect(error.body).toEqual({
      error: "Scrim not found!, redirecting to home",
      code: "NOT_FOUND",
    });
    expect(events).toEqual([]);
  });

  it("says a ban's end in the reader's zone, named, as the ban banner does", async () => {
    const { client } = clientWithEvents();
    const error = await catchError(client.post("/api/banned-write"));
    expect(error.code).toBe("BANNED");
    // Tests run in Asia/Kathmandu (UTC+5:45).
    expect(error.message).toBe("You are banned until Nov 30, 2030, 7:45 PM GMT+5:45");
  });

  it("falls back to a generic message for a body that is not ours, and reports a gateway error", async () => {
    const { client, events } = clientWithEvents();

    const error = await catchError(client.get("/api/gateway"));

    expect(error.status).toBe(502);
    expect(error.code).toBe("HTTP_502");
    expect(error.message).toBe("Something went wrong, please try again later.");
    expect(events).toEqual(["server-unreachable"]);
  });

  it("names the request of a failure on the server's side, so a report matches its log line", async () => {
    const { client } = clientWithEvents();

    const crash = await catchError(client.post("/api/crash"));
    expect(crash.status).toBe(500);
    expect(crash.requestId).toBe("req-7f3a");
    expect(crash.message).toBe("Something went wrong (ref: req-7f3a)");
    expect(getErrorMessage(crash)).toBe("Something went wrong (ref: req-7f3a)");
    expect(serverErrorMessage(crash, "Failed to create scrim")).toBe(
      "Something went wrong (ref: req-7f3a)",
    );

    // A service that is down keeps its words, with the ref.
    const down = await catchError(client.get("/api/database-down"));
    expect(down.message).toBe("The database is not answering (ref: req-db-9)");

    // A client error carries no ref in its text.
    const missing = await catchError(client.get("/api/scrims/missing"));
    expect(serverErrorMessage(missing, "Failed")).toBe("Scrim not found!, redirecting to home");
  });

  it("reports a 401 as unauthorized only when a token was sent", async () => {
    const { client, events } = clientWithEvents();

    await catchError(client.post("/api/auth/verify"));
    expect(events).toEqual([]);

    setToken("expired-token");
    const error = await catchError(client.post("/api/auth/verify"));
    expect(error.code).toBe("UNAUTHORIZED");
    expect(events).toEqual(["unauthorized"]);
  });

  it("throws a NETWORK_ERROR with status 0 when the server cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, events } = clientWithEvents(deadUrl);

    const error = await catchError(client.get("/api/server-status"));

    expect(error.status).toBe(0);
    expect(error.code).toBe(NETWORK_ERROR);
    expect(events).toEqual(["server-unreachable"]);
  });

  it("stops notifying a listener once it unsubscribes", async () => {
    const client = createApiClient({ baseUrl });
    const events: string[] = [];
    const unsubscribe = client.subscribe((event) => events.push(event.type));
    unsubscribe();
    setToken("expired-token");

    await catchError(client.post("/api/auth/verify"));

    expect(events).toEqual([]);
  });
});
