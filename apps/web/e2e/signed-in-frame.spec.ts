import type { Page } from "@playwright/test";
import { createAdminScrimByApi } from "./pages/scrim-page";
import { expect, test } from "./support/test";

// The hub's and a scrim's HTML carry the page's frame (header and skeleton) for a player with a
// stored session, painted before any of the app's code has loaded (issue 12).

/** Keeps the app's code from loading: what shows is the server's HTML alone. */
async function withoutAppCode(page: Page) {
  await page.route("**/assets/index-*.js", (route) => route.abort());
}

test("a signed-in player's hub paints its frame from the HTML, before the app's code", async ({
  playerPage: page,
}) => {
  await withoutAppCode(page);

  await page.goto("/scrims");

  await expect(page.getByRole("heading", { name: "Scrims Hub", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Scrims Hub" }),
  ).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Upcoming" })).toBeVisible();
  await expect(page.getByText("Loading Scrims")).toBeVisible();
});

test("a signed-in player's scrim page paints its frame from the HTML, before the app's code", async ({
  playerPage: page,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  await withoutAppCode(page);

  await page.goto(`/scrims/${scrim._id}`);

  await expect(page.getByRole("link", { name: "Scrims Hub" }).last()).toBeVisible();
  await expect(page.getByLabel("Loading scrim")).toBeVisible();
});

test("a visitor opening the hub's address never sees a player's frame, and lands home", async ({
  page,
}) => {
  await withoutAppCode(page);
  await page.goto("/scrims");
  await expect(page.getByRole("heading", { name: "Scrims Hub" })).toBeHidden();
  await expect(page.locator(".signed-in-frame")).toBeHidden();

  await page.unrouteAll();
  await page.goto("/scrims");

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
});

/** Opens the hub and waits for the app to draw it (its count tiles show the day's counts). */
async function openDrawnHub(page: Page) {
  await page.goto("/scrims");
  await expect(page.getByRole("listitem", { name: /^Upcoming: \d+$/ })).toBeVisible();
}

test("the app draws the hub over the frame: one header, no skeleton", async ({
  playerPage: page,
}) => {
  await openDrawnHub(page);

  await expect(page.locator("header")).toHaveCount(1);
  await expect(page.locator(".signed-in-frame")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible();
});

test("the hub requests the app's scripts only once its frame is painted", async ({
  playerPage: page,
}) => {
  await openDrawnHub(page);

  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) =>
        /\/assets\/(?!start-after-paint-|early-requests-)[\w.-]+\.js$/.test(entry.name),
      )
      .map((entry) => entry.startTime),
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint!);
});
