import { describe, expect, it, vi } from "vitest";
import { createGlobalDialogsStore } from "./global-dialogs";

describe("the global dialogs' store", () => {
  it("opens one dialog at a time and tells its listeners", () => {
    const store = createGlobalDialogsStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.open({ type: "notifications" });
    store.open({ type: "messenger" });
    expect(store.getSnapshot()).toEqual({ type: "messenger" });
    store.close();
    expect(store.getSnapshot()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("preloads through the loader the shell sets, and does nothing before or after it", () => {
    const store = createGlobalDialogsStore();
    const load = vi.fn();

    expect(() => store.preload()).not.toThrow();
    store.setPreloader(load);
    store.preload();
    expect(load).toHaveBeenCalledTimes(1);

    store.setPreloader(null);
    store.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
