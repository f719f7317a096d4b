import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadWebPages } from "@/lib/web-pages";

const API_PREFIXES = ["/api/", "/socket.io/"];

function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/api" || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Serves the built web app, with the build's brotli/gzip copies to clients that accept them
 * (hashed assets cached for a year, the rest revalidated). The public pages the build prerendered
 * (landing, guide, legal) get their prerendered HTML; any other GET of a path the app routes gets index.html (SPA fallback) so
 * a deep link like /scrims/<id> loads the app (the hub and a scrim get their own copy of it, which
 * preloads their page and starts its first requests), and a path it does not route the prerendered
 * not-found page with a 404. Unknown API paths stay JSON 404s.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, { distDir }: { distDir?: string }) => {
    const hasWebApp = Boolean(distDir && fs.existsSync(path.join(distDir, "index.html")));
    if (hasWebApp && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        preCompressed: true,
        // "/" is the landing page: index.html, like any other page path.
        index: "index.html",
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            "cache-control",
            hashed ? "public, max-age=31536000, immutable" : "no-cache",
          );
          // The build's .br/.gz copies go to clients that accept them: caches must tell apart.
          res.setHeader("vary", "Accept-Encoding");
        },
      });
    } else {
      app.log.info("no built web app found; serving the API only");
    }
    const webPages = hasWebApp && distDir ? loadWebPages(distDir) : null;
    for (const [page, file] of Object.entries(webPages?.pages ?? {})) {
      app.get(page, { config: { public: true } }, (request, reply) => {
        // With a query string (`/guide?slide=3`) the page would differ: the SPA shell renders it.
        const sent = request.url.includes("?") ? "index.html" : file;
        return reply
          .header("cache-control", "no-cache")
          .header("vary", "Accept-Encoding")
          .type("text/html")
          .sendFile(sent);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === "GET" || request.method === "HEAD";
      if (webPages && wantsPage && !isApiPath(request.url)) {
        const page = webPages.resolve(request.url);
        reply
          .header("cache-control", "no-cache")
          .header("vary", "Accept-Encoding")
          .type("text/html");
        if (page.kind === "not-found") {
          return reply.status(404).send(page.html);
        }
        return reply.sendFile(page.file);
      }
      return reply.status(404).send({
        error: `Route ${request.method} ${request.url.split("?")[0]} not found`,
        code: "ROUTE_NOT_FOUND",
      });
    });
  },
  { name: "web-app" },
);
