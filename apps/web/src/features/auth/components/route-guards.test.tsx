import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { AuthContextValue } from "@/lib/session";
import { expectAlert } from "@/testing/alerts";
import { ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { SESSION_TOKEN_KEY } from "@/lib/session-token";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { RETURN_TO_KEY } from "../utils/return-to";
import { ADMIN_REQUIRED_MESSAGE, AdminRoute, AdminViewRoute } from "./admin-route";
import { LocalSignInForm } from "./local-sign-in-form";
import { ProtectedRoute } from "./protected-route";
import { PublicOnlyRoute } from "./public-only-route";
import { LOGIN_REQUIRED_MESSAGE } from "./visitor-redirect";

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const routes: RouteObject[] = [
  {
    Component: PublicOnlyRoute,
    children: [
      { path: "/", element: <p>Landing page</p> },
      { path: "/signup", element: <p>Sign up page</p> },
    ],
  },
  {
    Component: ProtectedRoute,
    children: [
      { path: "/scrims", element: <p>Scrims Hub page</p> },
      { path: "/scrims/:id", element: <p>Scrim page</p> },
    ],
  },
  {
    Component: AdminRoute,
    children: [{ path: "/scrims/new", element: <p>Create scrim page</p> }],
  },
  {
    Component: AdminViewRoute,
    children: [
      { path: "/admin/dashboard", element: <p>Admin dashboard page</p> },
      { path: "/admin/bans", element: <p>Ban history page</p> },
    ],
  },
];

const visitor = buildAuthValue();
const player = buildAuthValue({ currentUser: buildSessionUser() });
const admin = buildAuthValue({ currentUser: buildSessionUser({ isAdmin: true }) });
const verifying = buildAuthValue({ isVerifyingUser: true, hasSession: true });
/** Signed in with an identity that has not registered yet: not signed in for the guarded pages. */
const registering = buildAuthValue({ hasSession: true });

function renderAt(path: string, auth: AuthContextValue) {
  return renderRoutes(routes, { initialEntries: [path], auth });
}

describe("ProtectedRoute", () => {
  it("shows the page to a signed-in user", () => {
    renderAt("/scrims", player);

    expect(screen.getByText("Scrims Hub page")).toBeInTheDocument();
  });

  it("sends a visitor to / with 'Please login to continue', remembering the page", async () => {
    const { router, alerts } = renderAt("/scrims/abc?tab=chat#lobby", visitor);

    expect(await screen.findByRole("alert")).toHaveTextContent("Please login to continue");
    expect(alerts.getSnapshot().alert?.type).toBe("error");
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Landing page")).toBeInTheDocument();
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe("/scrims/abc?tab=chat#lobby");
  });

  it("brings the visitor back to the page he asked for once signed in", async () => {
    const me = buildSessionUser();
    const api: TestApi = await startTestApi((request) =>
      request.method === "POST" && request.path === "/api/auth/dev-login"
        ? ok({ token: "fresh-token", user: me })
        : request.path === "/api/auth/verify"
          ? ok({ token: "fresh-token", user: me })
          : undefined,
    );
    try {
      const { router } = renderRoutes(
        [
          {
            Component: PublicOnlyRoute,
            children: [{ path: "/", element: <LocalSignInForm /> }],
          },
          {
            Component: ProtectedRoute,
            children: [{ path: "/scrims/:id", element: <p>Scrim page</p> }],
          },
        ],
        { initialEntries: ["/scrims/shared-link?region=EUW"], auth: "provider" },
      );
      expect(await screen.findByText("Please login to continue")).toBeInTheDocument();
      const user = userEvent.setup();
      await user.type(screen.getByRole("textbox", { name: "Email" }), "me@example.com");
      await user.click(screen.getByRole("button", { name: "Sign in" }));

      expect(await screen.findByText("Scrim page")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/scrims/shared-link");
      expect(router.state.location.search).toBe("?region=EUW");
      await waitFor(() => expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull());
    } finally {
      await api.close();
    }
  });

  it("sends a player whose session ends on the page home without the login alert", async () => {
    const me = buildSessionUser();
    const api = await startTestApi((request) =>
      request.path === "/api/auth/verify" ? ok({ token: "stored-token", user: me }) : undefined,
    );
    try {
      localStorage.setItem(SESSION_TOKEN_KEY, "stored-token");
      const { router, alerts } = renderRoutes(routes, {
        initialEntries: ["/scrims"],
        auth: "provider",
      });
      expect(await screen.findByText("Scrims Hub page")).toBeInTheDocument();

      // Signed out in another tab.
      localStorage.removeItem(SESSION_TOKEN_KEY);
      window.dispatchEvent(new StorageEvent("storage", { key: SESSION_TOKEN_KEY }));

      expect(await screen.findByText("Landing page")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/");
      expect(alerts.getSnapshot().alert).toBeNull();
      expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    } finally {
      await api.close();
    }
  });

  it("sends a session without an account to /signup to finish registering", () => {
    const { router, alerts } = renderAt("/scrims", registering);

    expect(router.state.location.pathname).toBe("/signup");
    expect(screen.getByText("Sign up page")).toBeInTheDocument();
    expect(alerts.getSnapshot().alert).toBeNull();
  });

  it("waits for the session check with 'Verifying user'", () => {
    const { router } = renderAt("/scrims", verifying);

    expect(screen.getByRole("status")).toHaveTextContent("Verifying user");
    expect(router.state.location.pathname).toBe("/scrims");
  });
});

describe("AdminRoute", () => {
  it("shows the page to an admin", () => {
    renderAt("/admin/dashboard", admin);

    expect(screen.getByText("Admin dashboard page")).toBeInTheDocument();
  });

  it("says 'Checking permissions...' while the session is checked", () => {
    renderAt("/admin/dashboard", verifying);

    expect(screen.getByRole("status")).toHaveTextContent("Checking permissions...");
    expect(screen.queryByText("Admin dashboard page")).not.toBeInTheDocument();
  });

  it("sends a visitor to / with 'Please login to continue'", async () => {
    const { router, alerts } = renderAt("/admin/dashboard", visitor);

    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_REQUIRED_MESSAGE);
    expect(LOGIN_REQUIRED_MESSAGE).toBe("Please login to continue");
    expect(alerts.getSnapshot().alert?.type).toBe("error");
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Landing page")).toBeInTheDocument();
  });

  it("sends a session without an account to /signup, not to the permission error", () => {
    const { router, alerts } = renderAt("/admin/dashboard", registering);

    expect(router.state.location.pathname).toBe("/signup");
    expect(screen.getByText("Sign up page")).toBeInTheDocument();
    expect(alerts.getSnapshot().alert).toBeNull();
  });

  it("tells a non-admin on the dashboard or ban history 'You do not have permission to view this page'", async () => {
    for (const path of ["/admin/dashboard", "/admin/bans"]) {
      const { alerts, unmount } = renderAt(path, player);
      await expectAlert(alerts, "error", "You do not have permission to view this page");
      unmount();
    }
  });

  it("sends a non-admin to / with the permission message", async () => {
    const { router, alerts } = renderAt("/scrims/new", player);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You do not have permission to access this page",
    );
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "error",
      message: ADMIN_REQUIRED_MESSAGE,
    });
    // A signed-in user landing on / goes on to the hub.
    expect(router.state.location.pathname).toBe("/scrims");
  });
});

describe("PublicOnlyRoute", () => {
  it("shows the landing page and sign-up to visitors", () => {
    renderAt("/signup", visitor);

    expect(screen.getByText("Sign up page")).toBeInTheDocument();
  });

  it("sends a signed-in user on to /scrims", () => {
    const { router } = renderAt("/", player);

    expect(router.state.location.pathname).toBe("/scrims");
    expect(screen.getByText("Scrims Hub page")).toBeInTheDocument();
  });

  it("keeps a registering user (session, no profile yet) on sign-up", () => {
    renderAt("/signup", registering);

    expect(screen.getByText("Sign up page")).toBeInTheDocument();
  });

  it("sends a registered user away from sign-up to /scrims", () => {
    const { router } = renderAt("/signup", player);

    expect(router.state.location.pathname).toBe("/scrims");
  });
});
