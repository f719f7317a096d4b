import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Moves the fake clock on by `ms` inside act(), so React renders what the timers changed. The
 * callback returns nothing: given one that returns a value, act() returns a promise to await.
 */
export function advanceTimers(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
