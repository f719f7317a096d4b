import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@/app";
import { buildTestApp } from "@/test/app";

// A web build as apps/web/scripts/prerender.mjs leaves it: the SPA shell, and the prerendered
// public pages with their manifest.
const SHELL = "<!doctype html><title>Scrims</title><div id=root></div>";
const PLACEHOLDER = "/scrims-not-found-placeholder";

let app: App;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-dist-"));
  const prerendered = path.join(distDir, "prerendered");
  fs.mkdirSync(prerendered, { recursive: true });
  fs.writeFileSync(path.join(distDir, "index.html"), SHELL);
  const page = (text: string) => `<!doctype html><div id="root" data-prerendered>${text}</div>`;
  fs.writeFileSync(path.join(prerendered, "landing.html"), page("<h1>Scrims landing</h1>"));
  fs.writeFileSync(path.join(prerendered, "guide.html"), page("<p>Slide 1</p>"));
  fs.writeFileSync(
    path.join(prerendered, "not-found.html"),
    page(`<h1>Oops, <!-- -->${PLACEHOLDER}<!-- --> doesn&#x27;t exist!</h1>`),
  );
  fs.writeFileSync(
    path.join(prerendered, "manifest.json"),
    JSON.stringify({
      pages: { "/": "landing.html", "/guide": "guide.html" },
      notFound: { file: "not-found.html", placeholder: PLACEHOLDER },
      routes: ["/", "/guide", "/scrims", "/scrims/:id", "/users/:name"],
    }),
  );
  app = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

describe("serving prerendered pages", () => {
  it("answers the landing and the guide with their prerendered HTML, never cached unchecked", async () => {
    for (const [url, text] of [
      ["/", "Scrims landing"],
      ["/guide", "Slide 1"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain(text);
    }
  });

  it("keeps the SPA shell for the app's other pages, and for a page asked with a query string", async () => {
    for (const url of [
      "/scrims",
      "/scrims/6f1c2d7e-0000-4000-8000-000000000000",
      "/Users/Faker/",
      "/guide?slide=3",
      "/?ref=mail",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it("answers a path the app does not route with the not-found page and a 404", async () => {
    const res = await get("/no/such/page");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("Oops, <!-- -->/no/such/page<!-- --> doesn&#x27;t exist!");
    expect(res.body).not.toContain(PLACEHOLDER);
  });

  it("writes the requested path into the not-found page decoded and escaped", async () => {
    const res = await get("/%3Cscript%3E$&%20x");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Oops, <!-- -->/&lt;script&gt;$&amp; x<!-- -->");
    expect(res.body).not.toContain("<script>");
  });

  it("keeps unknown API paths and other methods as JSON 404s", async () => {
    expect((await get("/api/nope")).json().code).toBe("ROUTE_NOT_FOUND");
    const post = await app.inject({ method: "POST", url: "/no/such/page", payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe("ROUTE_NOT_FOUND");
  });
});
