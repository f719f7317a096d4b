/**
 * The public pages whose HTML is rendered at build time (`scripts/prerender.mjs`), so their first
 * paint needs no JavaScript. `source` is the page's lazy module: its chunk is preloaded with the
 * HTML. The server serves `file` for `path` and the not-found page for any path no route matches.
 */
type PrerenderedPage = {
  path: string;
  file: string;
  source: string;
  title?: string;
};

/** The not-found page is rendered at this path; the server writes the requested path in its place. */
const NOT_FOUND_PLACEHOLDER_PATH = "/scrims-not-found-placeholder";

export const prerenderedPages: PrerenderedPage[] = [
  { path: "/", file: "landing.html", source: "src/features/landing/components/landing-page.tsx" },
  { path: "/guide", file: "guide.html", source: "src/features/guide/components/guide-page.tsx" },
  {
    path: "/privacy-policy",
    file: "privacy-policy.html",
    source: "src/features/legal/components/privacy-policy-page.tsx",
  },
  {
    path: "/terms-of-service",
    file: "terms-of-service.html",
    source: "src/features/legal/components/terms-of-service-page.tsx",
  },
];

export const notFoundPage: PrerenderedPage = {
  path: NOT_FOUND_PLACEHOLDER_PATH,
  file: "not-found.html",
  source: "src/app/routes/not-found.tsx",
  title: "Page not found | Scrims",
};
