import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const PUBLIC_PAGES = [
  { path: "/", text: "Everything a practice game needs" },
  { path: "/guide", text: /Slide 1 of \d+/ },
  { path: "/privacy-policy", text: "1. Information we collect" },
  { path: "/terms-of-service", text: "1. Acceptance of terms" },
  { path: "/no/such/page", text: "Oops, /no/such/page doesn't exist!" },
];

test.describe("public pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, text } of PUBLIC_PAGES) {
    test(`${path} shows its content from the server's HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    });
  }
});

/**
 * Holds the app's scripts until the prerendered DOM has been noted, then lets them run and waits
 * for React to own the page's first heading.
 */
async function loadAndHydrate(page: Page, path: string) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The not-found page's own 404 status is logged as a failed load: not a page problem.
    const isPageStatus = message.location().url === page.url();
    if ((message.type() === "error" || message.type() === "warning") && !isPageStatus) {
      consoleErrors.push(message.text());
    }
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  // The held module script holds DOMContentLoaded back too: wait for the parsed heading instead.
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForSelector("main h1, main h2", { state: "attached" });
  await page.evaluate(() => {
    (window as unknown as { serverHeading: Element | null }).serverHeading =
      document.querySelector("main h1, main h2");
  });
  release();
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1, main h2");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });
  const keptServerNode = await page.evaluate(
    () =>
      (window as unknown as { serverHeading: Element | null }).serverHeading ===
      document.querySelector("main h1, main h2"),
  );
  return { consoleErrors, keptServerNode };
}

test.describe("hydration", () => {
  for (const { path, text } of PUBLIC_PAGES) {
    test(`${path} hydrates the prerendered HTML without a mismatch`, async ({ page }) => {
      const { consoleErrors, keptServerNode } = await loadAndHydrate(page, path);

      // A mismatch makes React log an error and render the page afresh (new nodes).
      expect(consoleErrors).toEqual([]);
      expect(keptServerNode).toBe(true);
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }

  test("/ requests the app's scripts only once its prerendered HTML is painted", async ({
    page,
  }) => {
    await page.goto("/");
    // Hydrated: React owns the heading, so every first-load script has run.
    await page.waitForFunction(() => {
      const heading = document.querySelector("main h1");
      return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
    });
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(?!start-after-paint-)[\w.-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint!);
  });

  test("the hydrated guide answers its buttons", async ({ page }) => {
    await loadAndHydrate(page, "/guide");
    await page.getByRole("button", { name: /next/i }).click();
    await expect(page.getByText(/Slide 2 of \d+/)).toBeVisible();
    await expect(page).toHaveURL(/\/guide\?slide=2$/);
  });

  test("a signed-in player opening / goes on to the hub without the landing flashing first", async ({
    playerPage: page,
  }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        refused.push(message.text());
      }
    });
    // Every frame until the hub: was the visitor's landing ever drawn?
    await page.addInitScript(() => {
      const watch = () => {
        const title = document.getElementById("landing-title");
        if (title && getComputedStyle(title).visibility === "visible") {
          (window as unknown as { landingShown: boolean }).landingShown = true;
        }
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });

    await page.goto("/");

    await expect(page).toHaveURL(/\/scrims$/);
    await expect(page.getByRole("heading", { name: "Scrims Hub" })).toBeVisible();
    // Its HTML kept it hidden (its one inline script, allowed by the policy's hash), and the app
    // shows the page it renders.
    expect(await page.evaluate(() => "landingShown" in window)).toBe(false);
    expect(refused).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-session");
  });
});
