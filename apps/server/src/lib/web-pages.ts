import fs from "node:fs";
import path from "node:path";
import { escapeHtml } from "./html";

/** `dist/prerendered/manifest.json`, written by the web build (apps/web/scripts/prerender.mjs). */
type PrerenderManifest = {
  /** Page path → its prerendered file, e.g. `"/guide": "guide.html"`. */
  pages: Record<string, string>;
  /** The not-found page, rendered with `placeholder` where the requested path goes. */
  notFound: { file: string; placeholder: string };
  /** Every path pattern the web app routes (`/scrims/:id`…). */
  routes: string[];
  /** Route pattern → its own SPA shell (page chunks preloaded, first requests started early). */
  appShells?: Record<string, string>;
};

/** What to answer for a page path: a prerendered page, the not-found page, or the SPA shell. */
export type WebPage =
  | { kind: "prerendered"; file: string }
  | { kind: "not-found"; html: string }
  | { kind: "shell"; file: string };

const SPA_SHELL = "index.html";

const PRERENDERED_DIR = "prerendered";

/** The path as the not-found page shows it (the web app decodes it the same way). */
function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

const segmentsOf = (pathname: string) => pathname.toLowerCase().split("/").filter(Boolean);

/** Like the web router: case-insensitive, a trailing slash allowed, `:param` is one segment. */
function matchesRoute(pathname: string, pattern: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  return (
    want.length === got.length &&
    want.every((segment, i) => segment.startsWith(":") || segment === got[i])
  );
}

/**
 * Reads the prerender manifest of a web build; without one (an older build, or tests with a
 * bare index.html) every page path gets the SPA shell, as before prerendering.
 */
export function loadWebPages(distDir: string) {
  const dir = path.join(distDir, PRERENDERED_DIR);
  const manifestFile = path.join(dir, "manifest.json");
  if (!fs.existsSync(manifestFile)) {
    return { pages: {}, resolve: (): WebPage => ({ kind: "shell", file: SPA_SHELL }) };
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as PrerenderManifest;
  const notFoundHtml = fs.readFileSync(path.join(dir, manifest.notFound.file), "utf8");
  const pages = Object.fromEntries(
    Object.entries(manifest.pages).map(([page, file]) => [page, `${PRERENDERED_DIR}/${file}`]),
  );

  /** For a GET of a page path that is not a prerendered page itself. */
  const resolve = (url: string): WebPage => {
    const pathname = url.split("?")[0] ?? "/";
    const routes = manifest.routes.filter((pattern) => matchesRoute(pathname, pattern));
    if (routes.length > 0) {
      // A fixed path (/scrims/new) is its own route, never a parameter's (/scrims/:id).
      const route = routes.find((pattern) => !pattern.includes(":")) ?? routes[0] ?? "";
      const appShell = manifest.appShells?.[route];
      return { kind: "shell", file: appShell ? `${PRERENDERED_DIR}/${appShell}` : SPA_SHELL };
    }
    const shown = escapeHtml(decodePath(pathname));
    return {
      kind: "not-found",
      html: notFoundHtml.replaceAll(manifest.notFound.placeholder, () => shown),
    };
  };
  return { pages, resolve };
}
