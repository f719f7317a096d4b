import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fail, startTestApi, type TestApi, type TestApiRequest } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { CONFIRM_TEXT, UNSUBSCRIBED_TEXT, UnsubscribedPage } from "./unsubscribed-page";

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

/** The page at `url` against a local API that accepts the token "good" only. */
async function renderPage(url: string) {
  const requests: TestApiRequest[] = [];
  api = await startTestApi((request) => {
    requests.push(request);
    if (request.method === "POST" && request.path === "/api/email/unsubscribe") {
      return request.query.get("token") === "good"
        ? { status: 204 }
        : fail(400, "UNSUBSCRIBE_TOKEN_INVALID", "This unsubscribe link is not valid.");
    }
    return undefined;
  });
  renderRoutes([{ path: "/email/unsubscribed", element: <UnsubscribedPage /> }], {
    initialEntries: [url],
  });
  return { requests, user: userEvent.setup() };
}

describe("UnsubscribedPage", () => {
  it("asks first, changing nothing on opening, and turns reminders off on the player's click", async () => {
    const { requests, user } = await renderPage("/email/unsubscribed?token=good");
    expect(await screen.findByRole("heading", { name: CONFIRM_TEXT })).toBeVisible();
    expect(requests).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByRole("heading", { name: UNSUBSCRIBED_TEXT })).toBeVisible();
    expect(requests.map((r) => [r.method, r.path, r.query.get("token")])).toEqual([
      ["POST", "/api/email/unsubscribe", "good"],
    ]);
    expect(screen.getByRole("link", { name: "Open settings" })).toHaveAttribute(
      "href",
      "/settings",
    );
  });

  it("says a refused link is not valid and keeps asking", async () => {
    const { user } = await renderPage("/email/unsubscribed?token=forged");
    await user.click(await screen.findByRole("button", { name: "Unsubscribe" }));
    expect(await screen.findByText("This unsubscribe link is not valid.")).toBeVisible();
    expect(screen.getByRole("heading", { name: CONFIRM_TEXT })).toBeVisible();
  });

  it("points to the settings when opened without a link's token", async () => {
    const { requests } = await renderPage("/email/unsubscribed");
    expect(await screen.findByRole("heading", { name: "Reminder emails" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    expect(requests).toEqual([]);
  });
});
