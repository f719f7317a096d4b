import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { UserMenuButton } from "./user-menu-button";

const me = buildSessionUser({ name: "Hide on bush", summonerTagline: "KR1", region: "EUW" });

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderMenu(isAdmin = false) {
  api = await startTestApi((request) =>
    request.path === "/api/auth/logout" ? { status: 204 } : undefined,
  );
  const user = { ...me, isAdmin };
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
    expect(api?.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/auth/logout"]);
    expect(signOut).toHaveBeenCalled();
  });
});
