import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("whenIdle", () => {
  it("runs the work from the browser's idle callback, not at once, and cancels it", () => {
    const callbacks = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callbacks.set(++next, callback);
      return next;
    });
    vi.stubGlobal("cancelIdleCallback", (id: number) => callbacks.delete(id));
    const work = vi.fn();

    whenIdle(work);
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    cancel();
    callbacks.forEach((callback) => callback());

    expect(work).toHaveBeenCalledTimes(1);
  });

  it("falls back to the next task where the browser has no idle callback", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const work = vi.fn();

    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(work).toHaveBeenCalledTimes(1);
  });
});
