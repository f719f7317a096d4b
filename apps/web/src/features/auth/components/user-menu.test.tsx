import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { UserMenuButton } from "./user-menu-button";

const me = buildSessionUser({ name: "Hide on bush", summonerTagline: "KR1", region: "EUW" });

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/** The account menu of `me` (with `overrides`), opened; Riot's routes answer `riot`. */
async function renderMenu(
  isAdmin = false,
  overrides: Partial<typeof me> = {},
  riot?: TestApiHandler,
) {
  api = await startTestApi((request) =>
    request.path === "/api/auth/logout"
      ? { status: 204 }
      : request.path.startsWith("/api/riot/")
        ? riot?.(request)
        : undefined,
  );
  const user = { ...me, isAdmin, ...overrides };
  const signOut = vi.fn();
  const routes: RouteObject[] = [
    { path: "/scrims", element: <UserMenuButton user={user} /> },
    { path: "/", element: <p>Home page</p> },
  ];
  const view = renderRoutes(routes, {
    initialEntries: ["/scrims"],
    auth: buildAuthValue({ currentUser: user, signOut }),
  });
  await userEvent.click(screen.getByRole("button", { name: /Hide on bush/ }));
  await screen.findByRole("menu");
  return { ...view, signOut };
}

describe("UserMenu", () => {
  it("links to the player's profile with region and tagline, and to settings", async () => {
    await renderMenu();

    expect(screen.getByRole("menuitem", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/users/Hide%20on%20bush?region=EUW&tagline=KR1",
    );
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.queryByRole("menuitem", { name: "Admin Dashboard" })).not.toBeInTheDocument();
  });

  it("adds the admin pages for admins", async () => {
    await renderMenu(true);

    expect(screen.getByRole("menuitem", { name: "Admin Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Ban History" })).toBeInTheDocument();
  });

  it("logs out on the server, forgets the session and goes home", async () => {
    const { signOut, router } = await renderMenu();

    await userEvent.click(screen.getByRole("menuitem", { name: "Logout" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const ownRequests = api?.requests.filter((r) => !r.path.startsWith("/api/riot/"));
    expect(ownRequests?.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/auth/logout"]);
    expect(signOut).toHaveBeenCalled();
  });

  it("shows the player's solo-queue rank when Riot knows one, else the declared one, and says which", async () => {
    await renderMenu(false, { rank: "Gold 2", soloQueueRank: "Diamond 3" });
    const menu = screen.getByRole("menu");
    expect(within(menu).getByText(/Diamond 3/)).toHaveTextContent("EUW · Diamond 3Solo queue");
    expect(within(menu).queryByText(/Gold 2/)).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    cleanup();
    await api?.close();

    await renderMenu(false, { rank: "Gold 2", soloQueueRank: null });
    expect(within(screen.getByRole("menu")).getByText(/Gold 2/)).toHaveTextContent(
      "EUW · Gold 2Declared",
    );
  });

  it("shows the player's summoner icon in the header, and the initial when it does not load", async () => {
    await renderMenu(false, {}, (request) =>
      request.path === "/api/riot/ddragon-version"
        ? ok({ version: "15.1.1" })
        : ok({ profileIconId: 7, summonerLevel: 30, rankedData: [], puuid: "p" }),
    );
    await userEvent.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: "Hide on bush" });
    const icon = within(button).getByTestId("summoner-icon");
    await waitFor(() => expect(icon.querySelector("img")).not.toBeNull());
    expect(icon.querySelector("img")).toHaveAttribute("src", expect.stringContaining("/7.png"));

    for (let tries = 0; tries < 3 && icon.querySelector("img"); tries += 1) {
      fireEvent.error(icon.querySelector("img")!);
    }
    expect(icon.querySelector("img")).toBeNull();
    expect(icon).toHaveTextContent("H");
  });
});
