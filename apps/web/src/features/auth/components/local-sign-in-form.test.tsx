import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createAlertsStore } from "@/components/alerts/alerts-store";
import { createQueryClient } from "@/lib/query-client";
import { expectAlert } from "@/testing/alerts";
import { fail, startTestApi } from "@/testing/test-api-server";
import type { TestApi, TestApiReply } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { LOGIN_FAILED_MESSAGE } from "../utils/login-failure";
import { LocalSignInForm } from "./local-sign-in-form";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  localStorage.clear();
});

async function signInAnswered(answer: TestApiReply) {
  api = await startTestApi((request) =>
    request.path === "/api/auth/dev-login" ? answer : undefined,
  );
  const alerts = createAlertsStore();
  renderRoutes([{ path: "/", element: <LocalSignInForm /> }], {
    auth: "provider",
    alerts,
    queryClient: createQueryClient({ alerts }),
  });
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Email" }), "me@example.com");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return alerts;
}

describe("LocalSignInForm", () => {
  it("says 'error logging in, please try again later.' when the server gives no message", async () => {
    const alerts = await signInAnswered({ status: 502 });

    await expectAlert(alerts, "error", "error logging in, please try again later.");
    expect(LOGIN_FAILED_MESSAGE).toBe("error logging in, please try again later.");
  });

  it("shows the server's message when it refuses the sign-in", async () => {
    const alerts = await signInAnswered(fail(403, "FORBIDDEN", "Local sign-in is disabled"));

    await expectAlert(alerts, "error", "Local sign-in is disabled");
  });
});
