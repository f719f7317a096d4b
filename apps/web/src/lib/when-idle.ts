import { useEffect, useState } from "react";

/**
 * Runs `work` once the browser has drawn its next frame and is then idle (at the latest after
 * `timeoutMs` for each), so what it starts never competes with the page's first render and
 * requests. The frame comes first: the idle time right after a render can come before its frame
 * is on screen, and a request started then counts, in Lighthouse's simulation, as holding back
 * the page's largest paint. Answers a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1_000): () => void {
  let cancelIdle = () => {};
  const cancelFrame = afterNextFrame(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(work, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancelIdle = () => clearTimeout(id);
    }
  }, timeoutMs);
  return () => {
    cancelFrame();
    cancelIdle();
  };
}

/**
 * Calls `then` in the task after the browser's next frame, or after `timeoutMs` where no frame
 * comes (a tab in the background draws none). Answers a function that cancels it.
 */
function afterNextFrame(then: () => void, timeoutMs: number): () => void {
  let done = false;
  let task: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!done) {
      done = true;
      clearTimeout(fallback);
      then();
    }
  };
  const fallback = setTimeout(run, timeoutMs);
  const frame =
    typeof window.requestAnimationFrame === "function"
      ? window.requestAnimationFrame(() => {
          task = setTimeout(run, 0);
        })
      : undefined;
  if (frame === undefined) {
    task = setTimeout(run, 0);
  }
  return () => {
    done = true;
    clearTimeout(fallback);
    clearTimeout(task);
    if (frame !== undefined) {
      window.cancelAnimationFrame(frame);
    }
  };
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
