import { useEffect, useState } from "react";

/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), so what it starts never
 * competes with the page's first render and requests. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}

let idleReached = false;

/**
 * False until the browser has been idle once since the page started (then true for every later
 * caller at once): for parts that may wait until the first paint is done, e.g. one that would
 * load MUI.
 */
export function useAfterFirstIdle(): boolean {
  const [reached, setReached] = useState(idleReached);
  useEffect(() => {
    if (reached) {
      return;
    }
    return whenIdle(() => {
      idleReached = true;
      setReached(true);
    });
  }, [reached]);
  return reached;
}
