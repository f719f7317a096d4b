import { ALERT_AUTO_HIDE_MS } from "@scrims/shared/common/constants";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advanceTimers } from "@/testing/timers";
import { AlertSnackbar } from "./alert-snackbar";
import { AlertsContext } from "./alerts-context";
import { AlertsProvider } from "./alerts-provider";
import { createAlertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";
import { useAlerts } from "./use-alerts";

// Longer than the snackbar's exit transition (195 ms).
const EXIT_TRANSITION_MS = 500;

/** The exit transition starts only once React has rendered the closed state, so it needs its own tick. */
function finishExitTransition() {
  advanceTimers(EXIT_TRANSITION_MS);
}

/** Renders the snackbar over a fresh alerts store and returns the store. */
function renderSnackbar(): AlertsStore {
  const store = createAlertsStore();
  render(
    <AlertsContext value={store}>
      <AlertSnackbar />
    </AlertsContext>,
  );
  return store;
}

/**
 * The mouse comes onto (`pointerover`) or leaves (`pointerout`) `element` from outside the page.
 * jsdom has no PointerEvent: a MouseEvent stands in, with the pointer type React reads.
 */
function moveMouse(element: Element, type: "pointerover" | "pointerout") {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(event, "pointerType", { value: "mouse" });
  element.dispatchEvent(event);
}

describe("AlertSnackbar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the alert with its type and hides it after 6000 ms", () => {
    const store = renderSnackbar();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    act(() => store.showAlert({ type: "error", message: "Failed to create scrim" }));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Failed to create scrim");
    expect(alert).toHaveClass("alert-snackbar__alert--error");

    advanceTimers(ALERT_AUTO_HIDE_MS - 1);
    expect(screen.getByRole("alert")).toBeInTheDocument();

    advanceTimers(1);
    expect(store.getSnapshot().open).toBe(false);
    finishExitTransition();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sits in the top-centre snackbar", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "info", message: "Lobby name copied to clipboard" }));

    // alert-snackbar.css places `.alert-snackbar` (jsdom applies no style sheets).
    expect(screen.getByRole("alert").closest(".alert-snackbar")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveClass("alert-snackbar__alert--info");
  });

  it("restarts the timer when a new alert replaces the current one", () => {
    const store = renderSnackbar();

    act(() => store.showAlert({ type: "success", message: "Players swapped!" }));
    advanceTimers(4_000);
    act(() => store.showAlert({ type: "success", message: "Scrim updated successfully!" }));
    advanceTimers(4_000);

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Scrim updated successfully!");
    expect(alert).toHaveClass("alert-snackbar__alert--success");

    advanceTimers(ALERT_AUTO_HIDE_MS - 4_000);
    finishExitTransition();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("does not close on a click elsewhere on the page", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "error", message: "Failed to join the scrim" }));

    act(() => document.body.click());
    finishExitTransition();

    expect(store.getSnapshot().open).toBe(true);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to join the scrim");
  });

  it("closes on Escape", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "error", message: "Failed to join the scrim" }));

    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    finishExitTransition();

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("waits while the mouse is over it, then hides after half the time", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "error", message: "Failed to create scrim" }));
    const alert = screen.getByRole("alert");

    advanceTimers(ALERT_AUTO_HIDE_MS - 1_000);
    act(() => moveMouse(alert, "pointerover"));
    advanceTimers(ALERT_AUTO_HIDE_MS * 2);
    expect(store.getSnapshot().open).toBe(true);

    act(() => moveMouse(alert, "pointerout"));
    advanceTimers(ALERT_AUTO_HIDE_MS / 2 - 1);
    expect(store.getSnapshot().open).toBe(true);
    advanceTimers(1);
    expect(store.getSnapshot().open).toBe(false);
  });

  it("waits while its close button has focus", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "info", message: "Password copied to clipboard" }));
    const close = within(screen.getByRole("alert")).getByRole("button", { name: "Close" });

    act(() => close.focus());
    advanceTimers(ALERT_AUTO_HIDE_MS * 2);
    expect(store.getSnapshot().open).toBe(true);

    act(() => close.blur());
    advanceTimers(ALERT_AUTO_HIDE_MS / 2);
    expect(store.getSnapshot().open).toBe(false);
  });

  it("closes at once from its close button", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "info", message: "Password copied to clipboard" }));

    act(() => within(screen.getByRole("alert")).getByRole("button", { name: /close/i }).click());
    finishExitTransition();

    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("AlertsProvider", () => {
  function SaveButton() {
    const { showAlert } = useAlerts();
    return (
      <button
        type="button"
        onClick={() => showAlert({ type: "success", message: "Account details updated!" })}
      >
        Save
      </button>
    );
  }

  /** Renders `SaveButton` under the provider and clicks it: the alert is raised. */
  async function clickSaveUnderProvider() {
    render(
      <AlertsProvider store={createAlertsStore()}>
        <SaveButton />
      </AlertsProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
  }

  it("lets any component raise an alert with useAlerts().showAlert", async () => {
    await clickSaveUnderProvider();

    expect(await screen.findByRole("alert")).toHaveTextContent("Account details updated!");
  });

  it("shows the alert at once, with no MUI theme around it and no MUI styles", async () => {
    await clickSaveUnderProvider();

    // Synchronously: no chunk to load first (an alert that the server is gone could not wait).
    expect(screen.getByRole("alert")).toHaveClass("alert-snackbar__alert--success");
    // Emotion, MUI's styling engine, adds its style elements when anything drawn with it renders.
    expect(document.querySelector("style[data-emotion]")).toBeNull();
  });
});
