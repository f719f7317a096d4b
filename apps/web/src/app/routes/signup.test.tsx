import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PublicOnlyRoute } from "@/features/auth/components/public-only-route";
import { LOCAL_SIGN_IN_LABEL } from "@/features/auth/components/local-sign-in-form";
import { getToken } from "@/lib/session-token";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { SignupRoute } from "./signup";

const routes: RouteObject[] = [
  { Component: PublicOnlyRoute, children: [{ path: "/signup", Component: SignupRoute }] },
  { path: "/scrims", element: <p>Scrims Hub page</p> },
];

const bothMethods = {
  localSignin: true,
  providers: [
    { id: "google", name: "Google" },
    { id: "riot", name: "Riot Games" },
  ],
};

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  localStorage.clear();
});

async function renderSignup(path: string, handler: TestApiHandler) {
  api = await startTestApi(handler);
  return {
    ...renderRoutes(routes, { initialEntries: [path], auth: "provider" }),
    user: userEvent.setup(),
  };
}

const providersOnly =
  (providers: unknown): TestApiHandler =>
  (request) =>
    request.path === "/api/auth/providers" ? ok(providers) : undefined;

describe("/signup for visitors", () => {
  it("offers one button per provider, linking to its sign-in start, and local sign-in", async () => {
    await renderSignup("/signup", providersOnly(bothMethods));

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Create your account");
    const google = await screen.findByRole("link", { name: "Continue with Google" });
    expect(google).toHaveAttribute("href", "/api/auth/oidc/google/start");
    expect(screen.getByRole("link", { name: "Continue with Riot Games" })).toHaveAttribute(
      "href",
      "/api/auth/oidc/riot/start",
    );
    expect(screen.getByRole("form", { name: LOCAL_SIGN_IN_LABEL })).toBeInTheDocument();
    expect(LOCAL_SIGN_IN_LABEL).toBe("Local sign-in (no password, for this server only)");
  });

  it("is titled 'Sign in' with ?login=1 and hides local sign-in when the server has none", async () => {
    await renderSignup(
      "/signup?login=1",
      providersOnly({ localSignin: false, providers: [{ id: "oidc", name: "Company SSO" }] }),
    );

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in");
    expect(
      await screen.findByRole("link", { name: "Continue with Company SSO" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();
  });

  it("says so when the server offers no sign-in method", async () => {
    await renderSignup("/signup", providersOnly({ localSignin: false, providers: [] }));

    expect(await screen.findByText(/No sign-in method is configured/)).toBeInTheDocument();
  });

  it("offers a retry when the sign-in options cannot be loaded", async () => {
    await renderSignup("/signup", () => fail(500, "INTERNAL", "boom"));

    expect(await screen.findByText(/Could not load the sign-in options/)).toBeInTheDocument();
    api?.use(providersOnly(bothMethods));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Continue with Google" })).toBeInTheDocument();
  });

  it("signs a new identity in locally and stays for the registration steps", async () => {
    const { user, router } = await renderSignup("/signup", (request) => {
      if (request.path === "/api/auth/dev-login") {
        return ok({ token: "new-token", user: null });
      }
      return providersOnly(bothMethods)(request);
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "New@Example.com");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Your summoner details")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signup");
    expect(getToken()).toBe("new-token");
    const login = api?.requests.find((r) => r.path === "/api/auth/dev-login");
    expect(login?.body).toEqual({ email: "new@example.com" });
  });

  it("sends a registered player straight to the Scrims Hub", async () => {
    const { user, router } = await renderSignup("/signup?login=1", (request) => {
      if (request.path === "/api/auth/dev-login") {
        return ok({ token: "known-token", user: buildSessionUser() });
      }
      return providersOnly(bothMethods)(request);
    });

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "faker@example.com");
    await user.keyboard("{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/scrims"));
    expect(getToken()).toBe("known-token");
  });

  it("checks the email with the shared schema before calling the server", async () => {
    const { user } = await renderSignup("/signup", providersOnly(bothMethods));

    await user.type(await screen.findByRole("textbox", { name: "Email" }), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(api?.requests.some((r) => r.path === "/api/auth/dev-login")).toBe(false);
  });
});
