import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import type { RouteObject } from "react-router";
import { AppProvider } from "../provider";
import { routes } from "../router";
import { createQueryClient } from "@/lib/query-client";

export { notFoundPage, prerenderedPages } from "./prerendered-pages";
export { renderSignedInFrame, signedInFrames } from "./signed-in-frames";
export { LANDING_SESSION_SCRIPT } from "@scrims/shared/site/landing-session";

/**
 * The build-time side of prerendering (bundled by `vite build --ssr`): renders one public page as
 * a visitor sees it on the first render in the browser (no session, server assumed up), with the
 * page's emotion styles as `<style data-emotion>` tags the browser's emotion cache takes over.
 */
export async function renderPage(path: string): Promise<{ html: string; styles: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://localhost")));
  if (context instanceof Response) {
    throw new Error(`prerendering ${path} answered a redirect`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider queryClient={createQueryClient()} startsFromPrerender>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </CacheProvider>,
  );
  const critical = emotion.extractCriticalToChunks(html);
  // A page drawn without MUI (the landing) has no Emotion styles: no empty style tag either.
  const styles = emotion.constructStyleTagsFromChunks({
    ...critical,
    styles: critical.styles.filter((chunk) => chunk.css !== ""),
  });
  return { html, styles };
}

/** Every path pattern the app routes (`/scrims/:id`…), without the catch-all: the server's 404 test. */
export function routePatterns(list: RouteObject[] = routes, parent = ""): string[] {
  return list.flatMap((route) => {
    const full = route.path ? `${parent}/${route.path}`.replace(/\/+/g, "/") : parent;
    const own = route.index || (route.path && route.path !== "*") ? [full || "/"] : [];
    return [...own, ...routePatterns(route.children ?? [], full)];
  });
}
