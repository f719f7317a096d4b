import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PUSH_SETTINGS, type NotificationSettings } from "@scrims/shared/push/push.schema";
import { ok, startTestApi, type TestApi } from "@/testing/test-api-server";
import { renderRoutes } from "@/testing/test-utils";
import {
  NotificationsSection,
  PUSH_BLOCKED_HELP,
  PUSH_UNSUPPORTED_HELP,
} from "./notifications-section";

let api: TestApi | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
});

/** A player who never changed a push switch and gave no consent to email reminders. */
const stored: NotificationSettings = { push: DEFAULT_PUSH_SETTINGS, email: { reminders: false } };

async function renderSection() {
  let settings = stored;
  api = await startTestApi((request) => {
    if (request.path === "/api/users/me/notification-settings") {
      if (request.method === "PUT") {
        settings = request.body as NotificationSettings;
      }
      return ok(settings);
    }
    return undefined;
  });
  const onSaved = vi.fn();
  renderRoutes([{ path: "/", element: <NotificationsSection onSaved={onSaved} /> }]);
  return { user: userEvent.setup(), onSaved, saved: () => settings };
}

describe("NotificationsSection", () => {
  it("explains when this browser cannot receive push, and still offers every switch", async () => {
    await renderSection();
    expect(await screen.findByText(PUSH_UNSUPPORTED_HELP)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Notify me on this device" })).toBeNull();
    expect(await screen.findByRole("switch", { name: /Scrim starting/ })).toBeChecked();
    expect(screen.getByRole("switch", { name: /Email reminders/ })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "get your calendar link" })).toHaveAttribute(
      "href",
      "#calendar-title",
    );
  });

  it("explains how to allow notifications again when the player blocked them", async () => {
    vi.stubGlobal("PushManager", class {});
    vi.stubGlobal("Notification", { permission: "denied" });
    Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
    await renderSection();
    expect(await screen.findByText(PUSH_BLOCKED_HELP)).toBeInTheDocument();
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("saves a switch as the whole settings, and tells the page the account changed", async () => {
    const { user, onSaved, saved } = await renderSection();
    await user.click(await screen.findByRole("switch", { name: /Messages/ }));
    await user.click(screen.getByRole("switch", { name: /Email reminders/ }));
    await waitFor(() =>
      expect(saved()).toEqual({
        push: { ...stored.push, message: false },
        email: { reminders: true },
      }),
    );
    expect(onSaved).toHaveBeenCalled();
    expect(screen.getByRole("switch", { name: /Messages/ })).not.toBeChecked();
  });
});
