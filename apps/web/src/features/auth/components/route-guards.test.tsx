import { screen } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import type { AuthContextValue } from "../auth-context";
import { buildAuthValue, buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { ADMIN_REQUIRED_MESSAGE, AdminRoute, LOGIN_REQUIRED_MESSAGE } from "./admin-route";
import { ProtectedRoute } from "./protected-route";
import { PublicOnlyRoute } from "./public-only-route";

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
    children: [{ path: "/scrims", element: <p>Scrims Hub page</p> }],
  },
  {
    Component: AdminRoute,
    children: [{ path: "/admin/dashboard", element: <p>Admin dashboard page</p> }],
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

  it("sends a visitor to / without an alert", () => {
    const { router, alerts } = renderAt("/scrims", visitor);

    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByText("Landing page")).toBeInTheDocument();
    expect(alerts.getSnapshot().alert).toBeNull();
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

  it("sends a non-admin to / with the permission message", async () => {
    const { router, alerts } = renderAt("/admin/dashboard", player);

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
