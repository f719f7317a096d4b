import "@fontsource/montserrat/400.css";
import "@fontsource/montserrat/500.css";
import "@fontsource/montserrat/600.css";
import "@fontsource/montserrat/700.css";
import "@/theme/base.css";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { paths } from "@/config/paths";
import { authKeys, registeredUserOnceVerified } from "@/features/auth/api/verify-session";
import { serverStatusQueryOptions } from "@/features/server-status/api/get-server-status";
import { queryClient } from "@/lib/query-client";
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

/** The longest the first render waits for the stored session's check before going on without. */
const SESSION_WAIT_MS = 1_500;

/**
 * With a stored session: the page's code, the server's status and the session check (the last two
 * started by the page's HTML, see scripts/early-requests.js), so the first render is the
 * signed-in page itself rather than a loading screen, another, then "Verifying user", then the
 * page, each a render and a layout of its own. A slow answer stops holding the first render back
 * after SESSION_WAIT_MS.
 */
async function signedInPageReady() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SESSION_WAIT_MS);
  });
  await Promise.race([
    Promise.all([
      loadMatchedRoutes(),
      registeredUserOnceVerified(queryClient),
      // A failed check is the watcher's to handle once rendered (the server-error page).
      queryClient.prefetchQuery(serverStatusQueryOptions()),
    ]),
    waited,
  ]);
  clearTimeout(timer);
  // A refused (or failed) check is forgotten: the app checks again once it listens, so a refused
  // session signs out and goes home exactly as when the check starts after the first render.
  if (queryClient.getQueryState(authKeys.session())?.status === "error") {
    queryClient.removeQueries({ queryKey: authKeys.session() });
  }
}

/**
 * Shows the page once the app has rendered over it: the landing's HTML keeps itself hidden for a
 * player with a stored session, whom the app sends on (shared/site/landing-session.ts).
 */
function ShowPageOnceRendered() {
  useEffect(() => {
    document.documentElement.removeAttribute("data-session");
  }, []);
  return null;
}

async function start(container: HTMLElement) {
  const hydrate = canHydrate(container);
  if (hydrate) {
    await Promise.all([loadMatchedRoutes(), afterNextPaint()]);
  } else if (getToken() !== null) {
    await signedInPageReady();
  }
  const router = createAppRouter();
  const handleSessionRejected = () => {
    void router.navigate(paths.home, { replace: true });
  };
  const app = (
    <StrictMode>
      <ShowPageOnceRendered />
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
