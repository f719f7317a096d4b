import { screen, waitFor, waitForElementToBeRemoved } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { fail, ok, startTestApi } from "@/testing/test-api-server";
import type { TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import { CALENDAR_LINK_REGENERATED, CalendarSection } from "./calendar-section";

const OLD = `https://scrims.example/api/calendar/${"a".repeat(43)}.ics`;
const NEW = `https://scrims.example/api/calendar/${"b".repeat(43)}.ics`;

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
});

async function renderSection(options: { failFirst?: boolean } = {}) {
  let url = OLD;
  let failing = options.failFirst ?? false;
  api = await startTestApi((request) => {
    if (request.method === "GET" && request.path === "/api/users/me/calendar") {
      if (failing) {
        failing = false;
        return fail(503, "SERVICE_UNAVAILABLE", "Try again");
      }
      return ok({ url });
    }
    if (request.method === "POST" && request.path === "/api/users/me/calendar/regenerate") {
      url = NEW;
      return ok({ url });
    }
    return undefined;
  });
  const view = renderRoutes([{ path: "/", element: <CalendarSection /> }]);
  return { ...view, api, user: userEvent.setup() };
}

const regenerateCalls = () =>
  api!.requests.filter((r) => r.path === "/api/users/me/calendar/regenerate").length;

describe("CalendarSection", () => {
  it("shows the private link with a copy button and the instructions", async () => {
    await renderSection();
    expect(await screen.findByDisplayValue(OLD)).toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Copy calendar link" })).toBeInTheDocument();
    expect(screen.getByText(/From URL/)).toBeInTheDocument();
  });

  it("makes a new link only after confirmation, and shows it", async () => {
    const { user, alerts } = await renderSection();
    await screen.findByDisplayValue(OLD);
    await user.click(screen.getByRole("button", { name: "New link" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitForElementToBeRemoved(() => screen.queryByRole("dialog"));
    expect(regenerateCalls()).toBe(0);

    await user.click(screen.getByRole("button", { name: "New link" }));
    expect(screen.getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Make new link" }));
    expect(await screen.findByDisplayValue(NEW)).toBeInTheDocument();
    expect(regenerateCalls()).toBe(1);
    await waitFor(() =>
      expect(alerts.getSnapshot().alert?.message).toBe(CALENDAR_LINK_REGENERATED),
    );
  }, 20_000);

  it("offers a retry when the link cannot be loaded", async () => {
    const { user } = await renderSection({ failFirst: true });
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByDisplayValue(OLD)).toBeInTheDocument();
  });
});
