import "@fontsource/montserrat/400.css";
import "@fontsource/montserrat/500.css";
import "@fontsource/montserrat/600.css";
import "@fontsource/montserrat/700.css";
import "@/theme/base.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { paths } from "@/config/paths";
import { getToken } from "@/lib/session-token";
import { AppProvider } from "./provider";
import { createAppRouter, routes } from "./router";

/**
 * The build rendered this page for a visitor (`data-prerendered` on #root). Hydrate it when this
 * load would render the same: no stored session (the header and guards differ for one) and no
 * query string (`?slide=` picks another guide slide). Otherwise render afresh over it.
 */
function canHydrate(container: HTMLElement): boolean {
  return (
    container.dataset.prerendered !== undefined &&
    getToken() === null &&
    window.location.search === ""
  );
}

/** Loads the page's lazy route modules first, so the router's first render is the page itself. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === "function") {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }
    }),
  );
}

/** Resolves once the browser has painted a frame: the prerendered page shows before React works. */
function afterNextPaint() {
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

async function start(container: HTMLElement) {
  const hydrate = canHydrate(container);
  if (hydrate) {
    await Promise.all([loadMatchedRoutes(), afterNextPaint()]);
  }
  const router = createAppRouter();
  const handleSessionRejected = () => {
    void router.navigate(paths.home, { replace: true });
  };
  const app = (
    <StrictMode>
      <AppProvider onSessionRejected={handleSessionRejected} startsFromPrerender={hydrate}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition React hydrates in slices, leaving the main thread to the visitor's input.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Also a transition: the signed-in first render (shell, guards, page) is then done in slices
    // rather than one long task that holds back the browser's input and paints.
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}

const root = document.getElementById("root");
if (root) {
  void start(root);
}
