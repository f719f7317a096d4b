import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { expectError } from "@/test/assertions";
import { buildTestApp } from "@/test/app";
import { loadApiDocument } from "@/test/openapi";

let app: App;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-dist-"));
  fs.mkdirSync(path.join(distDir, "assets"));
  fs.writeFileSync(
    path.join(distDir, "index.html"),
    "<!doctype html><title>Scrims</title><div id=root></div>",
  );
  fs.writeFileSync(path.join(distDir, "assets", "main-abc123.js"), "console.log('scrims')");
  fs.writeFileSync(path.join(distDir, "favicon.svg"), "<svg/>");
  // What the build leaves next to its assets (scripts/compress-dist.mjs): brotli and gzip copies.
  for (const file of ["index.html", "assets/main-abc123.js"]) {
    const body = fs.readFileSync(path.join(distDir, file));
    fs.writeFileSync(path.join(distDir, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(distDir, `${file}.gz`), zlib.gzipSync(body));
  }
  app = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe("serving the web app", () => {
  it("serves index.html for a deep link so the app can route it", async () => {
    const res = await app.inject({
      method: "GET",
      url: "/scrims/6f1c2d7e-0000-4000-8000-000000000000",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<div id=root>");
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the app at / itself, with or without compression asked for", async () => {
    for (const headers of [{}, { "accept-encoding": "gzip, br" }]) {
      const res = await app.inject({ method: "GET", url: "/", headers });
      expect(res.statusCode).toBe(200);
      const body = res.headers["content-encoding"]
        ? zlib.brotliDecompressSync(res.rawPayload).toString()
        : res.body;
      expect(body).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves hashed assets with long-lived caching", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the build's brotli or gzip copy of an asset to a client that accepts it", async () => {
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };
    for (const url of ["/assets/main-abc123.js", "/", "/scrims/some-deep-link"]) {
      const plain = await app.inject({ method: "GET", url });
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      for (const [encoding, decode] of Object.entries(decoders)) {
        const res = await app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": encoding === "br" ? "gzip, deflate, br" : "gzip" },
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-encoding"], url).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        expect(res.headers["content-type"], url).toBe(plain.headers["content-type"]);
        expect(res.headers["cache-control"], url).toBe(
          url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
        expect(decode(res.rawPayload).toString(), url).toBe(plain.body);
      }
    }
  });

  it("compresses JSON answers of 1 KB or more as the client accepts, and leaves small ones", async () => {
    const spec = await app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(spec.headers["content-encoding"]).toBe("gzip");
    expect(spec.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.gunzipSync(spec.rawPayload).toString()).openapi).toMatch(/^3\./);

    const refused = await app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "identity" },
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json().openapi).toMatch(/^3\./);

    const small = await app.inject({
      method: "GET",
      url: "/api/server-status",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    for (const url of ["/api/nope", "/api", "/api/scrims/x/y/z"]) {
      const res = await app.inject({ method: "GET", url });
      expectError(res, 404, { error: `Route GET ${url} not found`, code: "ROUTE_NOT_FOUND" });
    }
  });

  it("does not answer a page for other methods", async () => {
    const res = await app.inject({ method: "POST", url: "/scrims", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("ROUTE_NOT_FOUND");
  });

  it("sends security headers with a Content Security Policy", async () => {
    const res = await app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("API documentation", () => {
  it("publishes OpenAPI generated from the route schemas", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths["/api/server-status"].get.responses["200"]).toBeDefined();
  });

  it("serves the browsable page at /api/docs", async () => {
    const res = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});

describe("malformed requests to every documented route", () => {
  const junkBodies: { headers: Record<string, string>; payload: string }[] = [
    { headers: { "content-type": "application/json" }, payload: "{broken" },
    { headers: { "content-type": "application/json" }, payload: "[1,2,3]" },
    { headers: { "content-type": "application/json" }, payload: "null" },
    { headers: { "content-type": "text/plain" }, payload: "hello" },
    {
      headers: { "content-type": "application/json" },
      payload: `{"a":"${"x".repeat(4 * 1024 * 1024)}"}`,
    },
  ];
  const junkParams = ["not-a-uuid", "%00", "..%2F..%2Fetc", "'; drop table users; --", "🙂"];

  it("answers 4xx JSON {error, code} and never a 500", async () => {
    const spec = await loadApiDocument<unknown>(app);
    const failures: string[] = [];
    for (const [route, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        const urls = junkParams.map(
          (junk) => route.replace(/\{[^}]+\}/g, junk) + `?limit=${junk}&region=${junk}`,
        );
        for (const url of urls) {
          for (const body of method === "GET" || method === "DELETE" ? [undefined] : junkBodies) {
            const res = await app.inject({
              method: method as "GET",
              url,
              ...(body ? { headers: body.headers, payload: body.payload } : {}),
            });
            const ok =
              res.statusCode < 500 && (res.statusCode < 400 || typeof res.json().code === "string");
            if (!ok) {
              failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
