import type { Page } from "@playwright/test";
import { pageFor } from "./pages/api-players";
import { createAdminScrimByApi } from "./pages/scrim-page";
import { expect, test } from "./support/test";

// The hub's and a scrim's HTML name their page's chunks for the app's start and start the session
// check (and the opened scrim's request) before the app's code has loaded; the app takes those
// answers.

test("the hub's and a scrim's HTML name their page chunk and run the early requests", async ({
  request,
}) => {
  const hub = await (await request.get("/scrims")).text();
  expect(hub).toMatch(/<script src="\/assets\/early-requests-[\w-]+\.js"><\/script>/);
  // Requested once the page's frame has painted (start-after-paint.js), with the entry.
  expect(hub).toMatch(/data-preload="[^"]*\/assets\/scrims-list-[\w-]+\.js/);

  const scrim = await (await request.get("/scrims/6f1c2d7e-0000-4000-8000-000000000000")).text();
  expect(scrim).toMatch(/<script src="\/assets\/early-requests-[\w-]+\.js"><\/script>/);
  expect(scrim).toMatch(/data-preload="[^"]*\/assets\/scrim-detail-[\w-]+\.js/);
  // The text's weights come with the page, so the lobby does not reflow when they arrive.
  expect(scrim).toMatch(
    /<link rel="preload" href="\/assets\/montserrat-latin-400-normal-[\w-]+\.woff2" as="font"/,
  );
  // Another page keeps the plain shell.
  const settings = await (await request.get("/settings")).text();
  expect(settings).not.toContain("early-requests-");
});

test("a signed-in player opening a scrim's address: the session check and the scrim are asked once each", async ({
  playerPage: page,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  const asked: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/api/auth/verify" || url.pathname === `/api/scrims/${scrim._id}`) {
      asked.push(`${req.method()} ${url.pathname}`);
    }
  });

  // No live connection: once in the scrim's room the page refetches it on purpose (what changed
  // before the join took hold, see use-socket-room.ts); this test is about the start only.
  await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
  await page.route("**/socket.io/**", (route) => route.abort());
  await page.goto(`/scrims/${scrim._id}`);

  await expect(page.getByRole("heading", { name: scrim.title, level: 1 })).toBeVisible();
  expect(asked.sort()).toEqual([`GET /api/scrims/${scrim._id}`, "POST /api/auth/verify"]);
});

test("a refused stored session opening a scrim's address lands on the home page, signed out", async ({
  browser,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  const page = await pageFor(browser, { token: "not-a-session", id: "", name: "", email: "" });

  await page.goto(`/scrims/${scrim._id}`);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("scrims.session"))).toBeNull();
  await page.context().close();
});

/** Paths of the app's scripts and styles the page asks for from now on. */
function assetRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith("/assets/")) {
      asked.push(pathname);
    }
  });
  return asked;
}

const MUI_CHUNKS = /\/assets\/(mui|mui-theme|global-dialog-host)-[\w-]+\.js$/;

test("the hub and a scrim stay free of MUI once idle, the header's social icons up; approaching an icon loads the dialogs", async ({
  playerPage: page,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  const asked = assetRequests(page);
  const notifications = page.locator("header").getByRole("button", { name: "Notifications" });

  for (const address of ["/scrims", `/scrims/${scrim._id}`]) {
    await page.goto(address);
    // The social shell starts once the page is idle; by then everything it loads is asked for.
    await expect(notifications).toBeVisible();
    await expect(page.getByRole("button", { name: "Scrim chat" }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");

    expect(asked.filter((path) => MUI_CHUNKS.test(path))).toEqual([]);
    // Emotion, MUI's styling, writes its styles into <style data-emotion> tags.
    await expect(page.locator("style[data-emotion]")).toHaveCount(0);
  }

  // On the scrim page: the dialogs' code loads on the way to the click, the dialog opens.
  const dialogCode = page.waitForRequest(/\/assets\/global-dialog-host-[\w-]+\.js$/);
  await notifications.hover();
  await dialogCode;
  await notifications.click();
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
});
