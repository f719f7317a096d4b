import { afterEach, describe, expect, it, vi } from "vitest";
import { HUB_FILTERS_STORAGE_KEY } from "@/features/scrims/hooks/use-hub-filters";
import { dayRange, today } from "@/features/scrims/utils/hub-dates";
import { clearToken, setToken } from "@/lib/session-token";
import { buildSessionUser } from "@/testing/test-utils";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";

let api: TestApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
  clearToken();
  window.localStorage.removeItem(HUB_FILTERS_STORAGE_KEY);
  vi.resetModules();
});

/** A server that verifies the session as `user` and answers every list with no scrims. */
async function serverFor(user: ReturnType<typeof buildSessionUser> | null) {
  api = await startTestApi((request) => {
    if (request.path === "/api/auth/verify") {
      return ok({ token: "fresh-token", user });
    }
    if (request.path === "/api/scrims" || request.path.startsWith("/api/scrims/")) {
      return ok(request.path === "/api/scrims" ? [] : {});
    }
    return undefined;
  });
  return api;
}

describe("starting the page's request before it renders", () => {
  it("asks for the hub's list of the viewer's region and day once the session is verified", async () => {
    const server = await serverFor(buildSessionUser({ region: "EUW" }));
    setToken("stored-token");

    await import("./scrims-list");

    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toContain("/api/scrims"),
    );
    const list = server.requests.find((request) => request.path === "/api/scrims");
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ region: "EUW", ...dayRange(today()) });
    expect(list?.headers.authorization).toBe("Bearer fresh-token");
  });

  it("uses the hub's stored region and day", async () => {
    const server = await serverFor(buildSessionUser({ region: "EUW" }));
    setToken("stored-token");
    window.localStorage.setItem(
      HUB_FILTERS_STORAGE_KEY,
      JSON.stringify({ region: "OCE", date: "2026-01-02" }),
    );

    await import("./scrims-list");

    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toContain("/api/scrims"),
    );
    const list = server.requests.find((request) => request.path === "/api/scrims");
    expect(Object.fromEntries(list?.query ?? [])).toEqual({
      region: "OCE",
      ...dayRange("2026-01-02"),
    });
  });

  it("asks for nothing without a registered session", async () => {
    const server = await serverFor(null);
    setToken("stored-token");

    await import("./scrims-list");

    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toContain("/api/auth/verify"),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests.map((request) => request.path)).toEqual(["/api/auth/verify"]);
  });

  it("asks for the scrim of the page being entered, not of the address being left", async () => {
    const server = await serverFor(buildSessionUser());
    setToken("stored-token");
    // The router loads the new page's code and runs its loader before the address changes: a
    // new scrim's page is entered while the browser still shows the creation form.
    window.history.pushState(null, "", "/scrims/new");

    const { scrimDetailLoader } = await import("./scrim-detail");
    scrimDetailLoader({ params: { id: "scrim-42" } });

    await vi.waitFor(() =>
      expect(server.requests.map((request) => request.path)).toContain("/api/scrims/scrim-42"),
    );
    expect(server.requests.map((request) => request.path)).not.toContain("/api/scrims/new");
    window.history.pushState(null, "", "/");
  });
});
