import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getScrims } from "@/features/scrims/api/get-scrims";
import {
  HUB_FILTERS_STORAGE_KEY,
  hubListFilters,
  initialHubFilters,
} from "@/features/scrims/hooks/use-hub-filters";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiRequest } from "@/testing/test-api-server";
import { api, createApiClient } from "./api-client";
import type { ApiEvent } from "./api-client";
import { clearToken, setToken } from "./session-token";
// The script the signed-in pages' HTML runs before the app's modules (scripts/prerender.mjs).
import earlyScript from "../../scripts/early-requests.js?raw";

/** The local API, which the page's same-origin requests (the script's and the app's) reach. */
let server: TestApi;

const keyOf = (request: TestApiRequest) =>
  `${request.method} ${request.path}${request.query.size > 0 ? `?${request.query}` : ""}`;

function answer(request: TestApiRequest) {
  if (request.headers.authorization === "Bearer expired") {
    return fail(401, "UNAUTHORIZED", "Session expired");
  }
  switch (`${request.method} ${request.path}`) {
    case "POST /api/auth/verify":
      return ok({ token: "fresh", user: { name: "Mid", region: "OCE" } });
    case "GET /api/server-status":
      return ok({ isServerUp: true });
    case "GET /api/scrims/abc":
      return ok({ _id: "abc" });
    case "GET /api/scrims":
      return ok([]);
    default:
      return undefined;
  }
}

beforeAll(async () => {
  server = await startTestApi(answer);
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
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

/** How many times the server got `METHOD /path?query`. */
const count = (key: string) => server.requests.filter((request) => keyOf(request) === key).length;
const lastOf = (key: string) => server.requests.findLast((request) => keyOf(request) === key);
const keys = () => [...new Set(server.requests.map(keyOf))];

describe("early requests", () => {
  it("on a scrim's address, the server's status, the session check and the scrim are each sent once, by the HTML, and the app takes their answers", async () => {
    setToken("mine");
    await openPage("/scrims/abc");
    expect(count("GET /api/server-status")).toBe(1);
    expect(count("POST /api/auth/verify")).toBe(1);
    expect(count("GET /api/scrims/abc")).toBe(1);
    expect(lastOf("GET /api/scrims/abc")?.headers.authorization).toBe("Bearer mine");

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
    expect(server.requests).toHaveLength(0);

    setToken("mine");
    await openPage("/scrims/new");
    expect(keys().sort()).toEqual(["GET /api/server-status", "POST /api/auth/verify"]);
  });

  // The app's own request for the hub's first list (src/app/routes/scrims/scrims-list.tsx).
  const appHubList = (ownRegion: string) => getScrims(hubListFilters(initialHubFilters(ownRegion)));
  const hubListKeys = () => keys().filter((key) => key.startsWith("GET /api/scrims?"));

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
    expect(lastOf("POST /api/auth/verify")?.headers.authorization).toBe("Bearer theirs");

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
