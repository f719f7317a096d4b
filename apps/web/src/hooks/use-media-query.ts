import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following its changes (MUI's `useMediaQuery` with
 * `noSsr`, without MUI): e.g. `(max-width: 599.95px)` for MUI's `breakpoints.down("sm")`.
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
