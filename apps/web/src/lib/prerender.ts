import { createContext, useContext } from "react";

/**
 * True when the page load started from HTML rendered at build time (and while rendering it): the
 * first render must then equal that HTML, so nothing may wait for the server before showing the
 * page (the server-status check runs all the same and leaves the page when it fails).
 */
export const PrerenderContext = createContext(false);

export function useStartsFromPrerender(): boolean {
  return useContext(PrerenderContext);
}
