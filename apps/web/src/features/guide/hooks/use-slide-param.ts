import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

const slideParam = "slide";

/** Turns the 1-based `?slide=` value into a 0-based index inside [0, count - 1]. */
export function parseSlideParam(value: string | null, count: number) {
  const slideNumber = Number(value);
  if (!Number.isInteger(slideNumber) || slideNumber < 1) {
    return 0;
  }
  return Math.min(slideNumber, count) - 1;
}

/**
 * The current slide lives in `?slide=N` (1-based) so that any slide can be linked to.
 * `goBy` steps relative to the latest requested slide, so quick repeated presses all count.
 * Both return the index they moved to.
 */
export function useSlideParam(count: number) {
  const [searchParams, setSearchParams] = useSearchParams();
  const index = parseSlideParam(searchParams.get(slideParam), count);

  // The router renders navigations in a transition, so `index` can lag behind a request
  // made a moment ago; remember the request until the URL catches up.
  const requested = useRef<number | null>(null);
  const rendered = useRef(index);
  useEffect(() => {
    rendered.current = index;
    requested.current = null;
  }, [index]);

  const goTo = useCallback(
    (nextIndex: number) => {
      const clamped = Math.max(0, Math.min(nextIndex, count - 1));
      requested.current = clamped;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(slideParam, String(clamped + 1));
          return next;
        },
        // Paging through slides should not fill the history or jump to the top of the page.
        { replace: true, preventScrollReset: true },
      );
      return clamped;
    },
    [count, setSearchParams],
  );

  const goBy = useCallback(
    (delta: number) => goTo((requested.current ?? rendered.current) + delta),
    [goTo],
  );

  return { index, goTo, goBy };
}
