import { useEffect } from "react";

const APP_NAME = "Scrims";

/** Sets the tab title to "{title} | Scrims" while the calling page is mounted. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
