import { renderHook } from "@testing-library/react";
import { advanceTimers } from "@/testing/timers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useNow } from "../hooks/use-now";
import { startRelative } from "./format-time";

const START = "2026-03-14T18:00:00.000Z";
const at = (offsetMs: number) => new Date(new Date(START).getTime() + offsetMs);

describe("start relative to now", () => {
  it("looks ahead before the start and says it started from the start on", () => {
    expect(startRelative(START, at(-2 * 3_600_000))).toBe("in 2 hours");
    expect(startRelative(START, at(-5_000))).toBe("in a few seconds");
    expect(startRelative(START, at(0))).toBe("started a few seconds ago");
    expect(startRelative(START, at(3 * 60_000))).toBe("started 3 minutes ago");
  });
});

describe("useNow with a boundary", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks at the start even when the interval would come later", () => {
    vi.useFakeTimers({ now: at(-10_000) });
    const { result } = renderHook(() => useNow(30_000, START));
    expect(startRelative(START, result.current)).toBe("in a few seconds");

    advanceTimers(10_001);
    expect(startRelative(START, result.current)).toBe("started a few seconds ago");

    advanceTimers(3 * 60_000);
    expect(startRelative(START, result.current)).toBe("started 3 minutes ago");
  });
});
