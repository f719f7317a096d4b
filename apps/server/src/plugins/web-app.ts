import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const API_PREFIXES = ["/api/", "/socket.io/"];

function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/api" || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Serves the built web app (with the build's brotli/gzip copies to clients that accept them;
 * hashed assets cached for a year, the rest revalidated) and, for any other GET of a page, its index.html (SPA fallback) so a
 * deep link like /scrims/<id> loads the app. Unknown API paths stay JSON 404s.
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

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === "GET" || request.method === "HEAD";
      if (hasWebApp && wantsPage && !isApiPath(request.url)) {
        return reply
          .header("cache-control", "no-cache")
          .header("vary", "Accept-Encoding")
          .type("text/html")
          .sendFile("index.html");
      }
      return reply.status(404).send({
        error: `Route ${request.method} ${request.url.split("?")[0]} not found`,
        code: "ROUTE_NOT_FOUND",
      });
    });
  },
  { name: "web-app" },
);
