import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useMediaQuery } from "./use-media-query";

// A screen whose width the test sets; its media queries tell their listeners when it changes.
const original = window.matchMedia;
let width = 1280;
const listeners = new Set<() => void>();

function setWidth(next: number) {
  width = next;
  listeners.forEach((listener) => listener());
}

function installScreen() {
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
});

describe("useMediaQuery", () => {
  it("answers the query at once and follows the screen's changes", () => {
    installScreen();
    width = 1280;
    const { result, unmount } = renderHook(() => useMediaQuery("(max-width: 599.95px)"));
    expect(result.current).toBe(false);

    act(() => setWidth(390));
    expect(result.current).toBe(true);
    act(() => setWidth(600));
    expect(result.current).toBe(false);

    unmount();
    expect(listeners.size).toBe(0);
  });
});
