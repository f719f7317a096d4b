import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "@/lib/api-client";
import type { ApiEventListener } from "@/lib/api-client";
import { PrerenderContext } from "@/lib/prerender";
import { createTestQueryClient, renderRoutes } from "@/testing/test-utils";
import { serverStatusQueryOptions } from "../api/get-server-status";
import { ServerErrorPage } from "./server-error-page";
import { ServerStatusWatcher } from "./server-status-watcher";

const routes: RouteObject[] = [
  {
    element: (
      <ServerStatusWatcher>
        <Outlet />
      </ServerStatusWatcher>
    ),
    children: [
      { path: "/", element: <p>Landing page</p> },
      { path: "/guide", element: <p>Guide page</p> },
      { path: "/server-error", Component: ServerErrorPage },
    ],
  },
];

const up = { isServerUp: true as const };
const networkError = () => new ApiError({ status: 0, code: "NETWORK_ERROR", message: "down" });

// The status query retries once after a second before it gives up.
const GIVE_UP_TIMEOUT = { timeout: 3_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("ServerStatusWatcher", () => {
  it("shows the loading screen during the first check, then the page", async () => {
    let answer: (value: typeof up) => void = () => {};
    vi.spyOn(api, "get").mockReturnValue(new Promise((resolve) => (answer = resolve)));

    renderRoutes(routes, { initialEntries: ["/guide"] });

    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    act(() => answer(up));
    expect(await screen.findByText("Guide page")).toBeInTheDocument();
  });

  it("keeps a prerendered page on screen during the first check, and still leaves it when the check fails", async () => {
    vi.spyOn(api, "get").mockRejectedValue(networkError());
    const prerendered: RouteObject[] = [
      {
        element: <PrerenderContext value>{routes[0]?.element}</PrerenderContext>,
        children: routes[0]?.children,
      },
    ];

    const { router } = renderRoutes(prerendered, { initialEntries: ["/guide"] });

    expect(screen.getByText("Guide page")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(await screen.findByText("ERROR 503", {}, GIVE_UP_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/server-error");
  });

  it("does not ask again on mounting when the status was checked just before the first render", async () => {
    const get = vi.spyOn(api, "get").mockResolvedValue(up);
    const queryClient = createTestQueryClient();
    await queryClient.prefetchQuery(serverStatusQueryOptions());
    expect(get).toHaveBeenCalledTimes(1);

    renderRoutes(routes, { initialEntries: ["/guide"], queryClient });

    expect(await screen.findByText("Guide page")).toBeInTheDocument();
    // Its effects have run: a refetch on mount would have been sent by now.
    await act(async () => {});
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("goes to /server-error when the status call fails", async () => {
    vi.spyOn(api, "get").mockRejectedValue(networkError());

    const { router } = renderRoutes(routes, { initialEntries: ["/guide"] });

    expect(await screen.findByText("ERROR 503", {}, GIVE_UP_TIMEOUT)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Uh oh, there was a problem connecting to the server. Please try again later.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/server-error");
  });

  it("goes to /server-error when the server says it is not up", async () => {
    vi.spyOn(api, "get").mockResolvedValue({ isServerUp: false });

    const { router } = renderRoutes(routes, { initialEntries: ["/"] });

    await waitFor(() => expect(router.state.location.pathname).toBe("/server-error"));
  });

  it("leaves /server-error for / once the server answers again (Retry)", async () => {
    const get = vi.spyOn(api, "get").mockRejectedValue(networkError());
    const { router } = renderRoutes(routes, { initialEntries: ["/server-error"] });
    const retry = await screen.findByRole("button", { name: "Retry" }, GIVE_UP_TIMEOUT);

    get.mockResolvedValue(up);
    await userEvent.click(retry);

    expect(await screen.findByText("Landing page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("re-checks at once when another call cannot reach the server", async () => {
    const subscribe = vi.spyOn(api, "subscribe");
    const get = vi.spyOn(api, "get").mockResolvedValue(up);
    const { router } = renderRoutes(routes, { initialEntries: ["/guide"] });
    await screen.findByText("Guide page");
    expect(get).toHaveBeenCalledTimes(1);

    get.mockRejectedValue(networkError());
    act(() => {
      for (const [listener] of subscribe.mock.calls) {
        (listener as ApiEventListener)({ type: "server-unreachable", error: networkError() });
      }
    });

    await waitFor(
      () => expect(router.state.location.pathname).toBe("/server-error"),
      GIVE_UP_TIMEOUT,
    );
    expect(get.mock.calls.length).toBeGreaterThan(1);
  });
});
