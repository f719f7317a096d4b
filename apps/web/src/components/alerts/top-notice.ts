import { useLayoutEffect, type RefObject } from "react";

/**
 * A page-wide notice under the header (the ban banner) states its height here, so the alert
 * snackbar (alert-snackbar.css) opens below it instead of over it.
 */
const TOP_NOTICE_HEIGHT_VAR = "--top-notice-height";

/** Keeps the top-notice height in step with the element in `ref` while it is mounted. */
export function useTopNoticeHeight(ref: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || !element) {
      return;
    }
    const root = document.documentElement.style;
    const update = () => root.setProperty(TOP_NOTICE_HEIGHT_VAR, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.removeProperty(TOP_NOTICE_HEIGHT_VAR);
    };
  }, [ref, shown]);
}
