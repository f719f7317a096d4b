import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The browser's frame and idle callbacks, run by hand. */
function stubFramesAndIdle() {
  const frames = new Map<number, () => void>();
  const idle = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => {
    frames.set(++next, callback);
    return next;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
    idle.set(++next, callback);
    return next;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => idle.delete(id));
  const runAll = (callbacks: Map<number, () => void>) => {
    const pending = [...callbacks.values()];
    callbacks.clear();
    pending.forEach((callback) => callback());
  };
  return { drawFrame: () => runAll(frames), goIdle: () => runAll(idle) };
}

describe("whenIdle", () => {
  it("runs the work once the next frame is drawn and the browser is idle, not before", () => {
    vi.useFakeTimers();
    const browser = stubFramesAndIdle();
    const work = vi.fn();

    whenIdle(work);
    browser.goIdle();
    expect(work).not.toHaveBeenCalled();
    browser.drawFrame();
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    browser.goIdle();

    expect(work).toHaveBeenCalledTimes(1);
  });

  it("cancels the work before the frame and while waiting for idle time", () => {
    vi.useFakeTimers();
    const browser = stubFramesAndIdle();
    const work = vi.fn();

    whenIdle(work)();
    const cancelWhileIdle = whenIdle(work);
    browser.drawFrame();
    vi.advanceTimersByTime(0);
    cancelWhileIdle();
    browser.goIdle();
    vi.advanceTimersByTime(5_000);

    expect(work).not.toHaveBeenCalled();
  });

  it("goes on without a frame after the timeout (a tab in the background draws none)", () => {
    vi.useFakeTimers();
    const browser = stubFramesAndIdle();
    const work = vi.fn();

    whenIdle(work, 500);
    vi.advanceTimersByTime(500);
    browser.goIdle();

    expect(work).toHaveBeenCalledTimes(1);
  });

  it("falls back to the next tasks where the browser has neither callback", async () => {
    vi.stubGlobal("requestAnimationFrame", undefined);
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();

    // Two tasks later (after the "frame", then the "idle" time): waited for, not timed, since
    // under load one timer of the test's own can fall due in the same turn as the first of them.
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });
});
