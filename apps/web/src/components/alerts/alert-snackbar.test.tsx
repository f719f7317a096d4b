import { ThemeProvider } from "@mui/material/styles";
import { ALERT_AUTO_HIDE_MS } from "@scrims/shared/common/constants";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { theme } from "@/theme/theme";
import { AlertSnackbar } from "./alert-snackbar";
import { AlertsContext } from "./alerts-context";
import { AlertsProvider } from "./alerts-provider";
import { createAlertsStore } from "./alerts-store";
import type { AlertsStore } from "./alerts-store";
import { useAlerts } from "./use-alerts";

// Longer than any MUI exit transition.
const EXIT_TRANSITION_MS = 500;

/** The exit transition starts only once React has rendered the closed state, so it needs its own tick. */
function finishExitTransition() {
  act(() => vi.advanceTimersByTime(EXIT_TRANSITION_MS));
}

/** Renders the snackbar over a fresh alerts store and returns the store. */
function renderSnackbar(): AlertsStore {
  const store = createAlertsStore();
  render(
    <ThemeProvider theme={theme}>
      <AlertsContext value={store}>
        <AlertSnackbar />
      </AlertsContext>
    </ThemeProvider>,
  );
  return store;
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
    expect(alert).toHaveClass("MuiAlert-filledError");

    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1));
    expect(screen.getByRole("alert")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(store.getSnapshot().open).toBe(false);
    finishExitTransition();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("sits at the top centre of the screen", () => {
    const store = renderSnackbar();
    act(() => store.showAlert({ type: "info", message: "Lobby name copied to clipboard" }));

    const snackbar = screen.getByRole("alert").closest(".MuiSnackbar-root");
    expect(snackbar).toHaveClass("MuiSnackbar-anchorOriginTopCenter");
  });

  it("restarts the timer when a new alert replaces the current one", () => {
    const store = renderSnackbar();

    act(() => store.showAlert({ type: "success", message: "Players swapped!" }));
    act(() => vi.advanceTimersByTime(4_000));
    act(() => store.showAlert({ type: "success", message: "Scrim updated successfully!" }));
    act(() => vi.advanceTimersByTime(4_000));

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Scrim updated successfully!");
    expect(alert).toHaveClass("MuiAlert-filledSuccess");

    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 4_000));
    finishExitTransition();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
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

  it("lets any component raise an alert with useAlerts().showAlert", async () => {
    render(
      <ThemeProvider theme={theme}>
        <AlertsProvider store={createAlertsStore()}>
          <SaveButton />
        </AlertsProvider>
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Account details updated!");
  });
});
