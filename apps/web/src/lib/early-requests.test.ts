import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getScrims } from "@/features/scrims/api/get-scrims";
import {
  HUB_FILTERS_STORAGE_KEY,
  hubListFilters,
  initialHubFilters,
} from "@/features/scrims/hooks/use-hub-filters";
import { api, createApiClient } from "./api-client";
import type { ApiEvent } from "./api-client";
import { clearToken, setToken } from "./session-token";
// The script the signed-in pages' HTML runs before the app's modules (scripts/prerender.mjs).
import earlyScript from "../../scripts/early-requests.js?raw";

let server: Server;
let baseUrl: string;
/** "METHOD /path" → how many times the server got it, and the last token it came with. */
let seen: Map<string, { count: number; authorization?: string }>;

function handle(req: IncomingMessage, res: ServerResponse) {
  const key = `${req.method} ${req.url}`;
  const entry = seen.get(key) ?? { count: 0 };
  seen.set(key, { count: entry.count + 1, authorization: req.headers.authorization });
  const json = (status: number, payload: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(payload));
  };
  if (req.headers.authorization === "Bearer expired") {
    return json(401, { error: "Session expired", code: "UNAUTHORIZED" });
  }
  if (key === "POST /api/auth/verify") {
    return json(200, { token: "fresh", user: { name: "Mid", region: "OCE" } });
  }
  if (req.url?.startsWith("/api/scrims?")) {
    return json(200, []);
  }
  if (key === "GET /api/server-status") {
    return json(200, { isServerUp: true });
  }
  if (key === "GET /api/scrims/abc") {
    return json(200, { _id: "abc" });
  }
  return json(404, { error: "Route not found", code: "ROUTE_NOT_FOUND" });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = new Map();
  // The page's own origin: the script and the app ask for "/api/…", as in the browser.
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
    realFetch(new URL(input, baseUrl), init),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  window.localStorage.clear();
  delete window.__scrimsEarlyRequests;
  window.history.replaceState(null, "", "/");
});

/** Opens `path` and runs the HTML's early script there, waiting for its requests to arrive. */
async function openPage(path: string) {
  window.history.replaceState(null, "", path);
  new Function(earlyScript)();
  await Promise.all(
    Object.values(window.__scrimsEarlyRequests ?? {}).map((early) => early.response),
  );
}

const count = (key: string) => seen.get(key)?.count ?? 0;

describe("early requests", () => {
  it("on a scrim's address, the server's status, the session check and the scrim are each sent once, by the HTML, and the app takes their answers", async () => {
    setToken("mine");
    await openPage("/scrims/abc");
    expect(count("GET /api/server-status")).toBe(1);
    expect(count("POST /api/auth/verify")).toBe(1);
    expect(count("GET /api/scrims/abc")).toBe(1);
    expect(seen.get("GET /api/scrims/abc")?.authorization).toBe("Bearer mine");

    const client = createApiClient();
    await expect(client.post("/api/auth/verify")).resolves.toEqual({
      token: "fresh",
      user: { name: "Mid", region: "OCE" },
    });
    await expect(client.get("/api/scrims/abc")).resolves.toEqual({ _id: "abc" });
    await expect(client.get("/api/server-status")).resolves.toEqual({ isServerUp: true });
    expect(count("GET /api/server-status")).toBe(1);
    expect(count("POST /api/auth/verify")).toBe(1);
    expect(count("GET /api/scrims/abc")).toBe(1);

    // Taken once: the next check is a new request.
    await client.post("/api/auth/verify");
    expect(count("POST /api/auth/verify")).toBe(2);
  });

  it("starts nothing without a stored session, and on /scrims/new no scrim", async () => {
    await openPage("/scrims/abc");
    expect(window.__scrimsEarlyRequests).toBeUndefined();
    expect(seen.size).toBe(0);

    setToken("mine");
    await openPage("/scrims/new");
    expect([...seen.keys()].sort()).toEqual(["GET /api/server-status", "POST /api/auth/verify"]);
  });

  // The app's own request for the hub's first list (src/app/routes/scrims/scrims-list.tsx).
  const appHubList = (ownRegion: string) => getScrims(hubListFilters(initialHubFilters(ownRegion)));
  const hubListKeys = () => [...seen.keys()].filter((key) => key.startsWith("GET /api/scrims?"));

  it("on the hub with stored filters, their list goes out with the HTML, and the app takes it", async () => {
    setToken("mine");
    window.localStorage.setItem(
      HUB_FILTERS_STORAGE_KEY,
      JSON.stringify({ region: "EUW", date: "2026-01-02" }),
    );
    await openPage("/scrims");
    expect(hubListKeys()).toHaveLength(1);

    await expect(appHubList("OCE")).resolves.toEqual([]);
    expect(hubListKeys()).toHaveLength(1);
    expect(count(hubListKeys()[0]!)).toBe(1);
    expect(hubListKeys()[0]).toContain("region=EUW");
  });

  it("on a first visit to the hub, the list of the player's region and today goes out once the session check answers", async () => {
    setToken("mine");
    await openPage("/scrims");
    // The list waits for the session check's answer (it names the region).
    await vi.waitFor(() => expect(hubListKeys()).toHaveLength(1));
    await Promise.all(
      Object.values(window.__scrimsEarlyRequests ?? {}).map((early) => early.response),
    );

    await expect(api.post("/api/auth/verify")).resolves.toMatchObject({ user: { region: "OCE" } });
    await expect(appHubList("OCE")).resolves.toEqual([]);
    expect(hubListKeys()).toHaveLength(1);
    expect(count(hubListKeys()[0]!)).toBe(1);
    expect(count("POST /api/auth/verify")).toBe(1);
  });

  it("sends the request again when the stored token changed since, or the early answer is too old", async () => {
    setToken("mine");
    await openPage("/scrims/abc");
    // Another account signed in (another tab) before the app asked.
    setToken("theirs");
    const client = createApiClient();
    await client.post("/api/auth/verify");
    expect(count("POST /api/auth/verify")).toBe(2);
    expect(seen.get("POST /api/auth/verify")?.authorization).toBe("Bearer theirs");

    setToken("mine");
    await openPage("/scrims/abc");
    const early = window.__scrimsEarlyRequests?.["GET /api/scrims/abc"];
    if (early) {
      early.startedAt -= 11_000;
    }
    await client.get("/api/scrims/abc");
    expect(count("GET /api/scrims/abc")).toBe(3);
  });

  it("a refused session answered early still signs the app out (unauthorized event)", async () => {
    setToken("expired");
    await openPage("/scrims/abc");
    const client = createApiClient();
    const events: ApiEvent["type"][] = [];
    client.subscribe((event) => events.push(event.type));

    await expect(client.post("/api/auth/verify")).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual(["unauthorized"]);
    expect(count("POST /api/auth/verify")).toBe(1);
  });
});
