import { useCallback, useSyncExternalStore } from "react";

/** Phones: under the theme's `sm` breakpoint (600px), as MUI's `breakpoints.down("sm")`. */
export const NARROW_SCREEN = "(max-width: 599.95px)";

/**
 * Whether a CSS media query matches now, following its changes (MUI's `useMediaQuery` with
 * `noSsr`, without MUI): e.g. `NARROW_SCREEN` for MUI's `breakpoints.down("sm")`.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") {
        return () => {};
      }
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
