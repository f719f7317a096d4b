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
// The signed-in pages' own shells (page chunks preloaded, early requests).
const HUB_SHELL = "<!doctype html><title>Scrims</title><!-- hub --><div id=root></div>";
const SCRIM_SHELL = "<!doctype html><title>Scrims</title><!-- scrim --><div id=root></div>";

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
  fs.writeFileSync(path.join(prerendered, "app-scrims.html"), HUB_SHELL);
  fs.writeFileSync(path.join(prerendered, "app-scrim.html"), SCRIM_SHELL);
  fs.writeFileSync(
    path.join(prerendered, "manifest.json"),
    JSON.stringify({
      pages: { "/": "landing.html", "/guide": "guide.html" },
      notFound: { file: "not-found.html", placeholder: PLACEHOLDER },
      routes: ["/", "/guide", "/scrims", "/scrims/:id", "/scrims/new", "/users/:name"],
      appShells: { "/scrims": "app-scrims.html", "/scrims/:id": "app-scrim.html" },
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
    for (const url of ["/scrims/new", "/Users/Faker/", "/guide?slide=3", "/?ref=mail"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });

  it("answers the hub and a scrim's address with their own shells, a fixed path never with a parameter's", async () => {
    for (const [url, shell] of [
      ["/scrims", HUB_SHELL],
      ["/Scrims/", HUB_SHELL],
      ["/scrims/6f1c2d7e-0000-4000-8000-000000000000", SCRIM_SHELL],
      ["/scrims/6f1c2d7e-0000-4000-8000-000000000000?tab=chat", SCRIM_SHELL],
      ["/scrims/new", SHELL],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(shell);
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
