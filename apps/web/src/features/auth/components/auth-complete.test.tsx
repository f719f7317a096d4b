import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { getToken } from "@/lib/session-token";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiHandler } from "@/testing/test-api-server";
import { buildSessionUser, renderRoutes } from "@/testing/test-utils";
import { LOGIN_FAILED_MESSAGE } from "../utils/login-failure";
import { AuthComplete } from "./auth-complete";

const routes: RouteObject[] = [
  { path: "/auth/complete", Component: AuthComplete },
  { path: "/", element: <p>Landing page</p> },
  { path: "/signup", element: <p>Sign up page</p> },
  { path: "/scrims", element: <p>Scrims Hub page</p> },
];

const CODE = "one-time-code-0123456789";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  localStorage.clear();
});

async function renderAt(path: string, handler: TestApiHandler = () => undefined) {
  api = await startTestApi(handler);
  return renderRoutes(routes, { initialEntries: [path], auth: "provider" });
}

const exchangeAnswers =
  (answer: ReturnType<TestApiHandler>): TestApiHandler =>
  (request) =>
    request.method === "POST" && request.path === "/api/auth/exchange" ? answer : undefined;

describe("AuthComplete", () => {
  it("trades the code once and goes on to sign-up when there is no account yet", async () => {
    const { router } = await renderAt(
      `/auth/complete?code=${CODE}`,
      exchangeAnswers(ok({ token: "fresh-token", user: null })),
    );

    expect(screen.getByRole("status")).toHaveTextContent("Signing you in");
    expect(await screen.findByText("Sign up page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/signup");
    expect(getToken()).toBe("fresh-token");
    const exchanges = api?.requests.filter((r) => r.path === "/api/auth/exchange") ?? [];
    expect(exchanges.map((r) => r.body)).toEqual([{ code: CODE }]);
  });

  it("goes to the Scrims Hub for a registered player", async () => {
    const { router } = await renderAt(
      `/auth/complete?code=${CODE}`,
      exchangeAnswers(ok({ token: "fresh-token", user: buildSessionUser() })),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/scrims"));
  });

  it("goes home with the sign-in error when the provider reported one", async () => {
    const { router, alerts } = await renderAt("/auth/complete?error=access_denied");

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert).toMatchObject({
      type: "error",
      message: LOGIN_FAILED_MESSAGE,
    });
    expect(LOGIN_FAILED_MESSAGE).toBe("error logging in, please try again later.");
    expect(api?.requests).toEqual([]);
  });

  it("shows the server's message when it refuses the code", async () => {
    const { router, alerts } = await renderAt(
      `/auth/complete?code=${CODE}`,
      exchangeAnswers(fail(400, "BAD_REQUEST", "This sign-in link has expired")),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert?.message).toBe("This sign-in link has expired");
    expect(getToken()).toBeNull();
  });

  it("falls back to the generic message when the server fails", async () => {
    const { router, alerts } = await renderAt(
      `/auth/complete?code=${CODE}`,
      exchangeAnswers(fail(500, "INTERNAL", "Internal error")),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert?.message).toBe(LOGIN_FAILED_MESSAGE);
  });

  it("falls back to the login message when a refusal carries no text", async () => {
    const { router, alerts } = await renderAt(
      `/auth/complete?code=${CODE}`,
      exchangeAnswers({ status: 400 }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(alerts.getSnapshot().alert?.message).toBe(LOGIN_FAILED_MESSAGE);
  });
});
