import { LOADING_WAKE_UP_MS } from "@scrims/shared/common/constants";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { advanceTimers } from "@/testing/timers";
import { LoadingScreen, WAKING_UP_TEXT } from "./loading-screen";

describe("LoadingScreen", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("says Loading until 6 seconds have passed, then that the server is waking up", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole("status")).toHaveTextContent(/^Loading\.\.\.$/);

    advanceTimers(LOADING_WAKE_UP_MS - 1);
    expect(screen.queryByText(WAKING_UP_TEXT)).not.toBeInTheDocument();

    advanceTimers(1);
    expect(screen.getByText("Waking up the server")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("shows the given text, with the animated dots in place of its own", () => {
    render(<LoadingScreen text="Checking permissions..." />);

    expect(screen.getByText("Checking permissions")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(/^Checking permissions\.\.\.$/);
  });

  it("switches a custom text to the wake-up message too", () => {
    render(<LoadingScreen text="Verifying user" />);

    advanceTimers(LOADING_WAKE_UP_MS);

    expect(screen.getByText(WAKING_UP_TEXT)).toBeInTheDocument();
    expect(screen.queryByText("Verifying user")).not.toBeInTheDocument();
  });
});
