import { signInLocally, uniqueSuffix } from "./pages/account-pages";
import type { Locator } from "@playwright/test";
import { longRiotName, pageFor, signUpByApi } from "./pages/api-players";
import {
  ScrimPage,
  createAdminScrimByApi,
  openHubOnDayOf,
  seatPlayerByApi,
} from "./pages/scrim-page";
import { expect, test } from "./support/test";

test("a shared scrim link survives sign-in, for a returning player and a new one", async ({
  page,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  const returning = await signUpByApi(request);

  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);
  await expect(page.getByText("Please login to continue")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signInLocally(page, returning.email);
  await expect(page).toHaveURL(new RegExp(`/scrims/${scrim._id}$`));
  await expect(scrimPage.heading(scrim.title)).toBeVisible();

  // A first-time visitor registers on the way.
  await page.evaluate(() => window.localStorage.clear());
  await scrimPage.goto(scrim._id);
  await expect(page).toHaveURL(/\/$/);
  await signInLocally(page, `e2e-new-${uniqueSuffix()}@example.test`);
  await page.getByLabel("Summoner Name").fill(`Newcomer ${uniqueSuffix()}`);
  await page.getByLabel("Tagline").fill("NA1");
  await page.getByLabel("Discord Username").fill(`newcomer_${uniqueSuffix()}`);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(new RegExp(`/scrims/${scrim._id}$`));
  await expect(scrimPage.heading(scrim.title)).toBeVisible();
});

test("an admin kicks a player: the alert shows and the dialog never comes back for the next one", async ({
  browser,
  request,
}) => {
  const { admin, scrim } = await createAdminScrimByApi(request);
  const kicked = await signUpByApi(request);
  const next = await signUpByApi(request);
  await seatPlayerByApi(request, scrim._id, kicked, "teamOne", "Jungle");

  const page = await pageFor(browser, admin);
  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);
  const row = scrimPage.seat("teamOne", "Jungle");
  await scrimPage.kick("teamOne", "Jungle");

  await expect(page.getByText(`Successfully kicked ${kicked.name} from the game`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row.getByRole("button", { name: "Join: Jungle" })).toBeVisible();

  // Someone else takes that seat (live update): no confirmation opens by itself.
  await seatPlayerByApi(request, scrim._id, next, "teamOne", "Jungle");
  await expect(scrimPage.seatedPlayer("teamOne", "Jungle", next.name)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.context().close();
});

test("deleting a scrim goes to the hub without an error", async ({ browser, request }) => {
  const { admin, scrim } = await createAdminScrimByApi(request);
  const page = await pageFor(browser, admin);
  const refetched: string[] = [];

  await page.goto(`/scrims/${scrim._id}/edit`);
  await expect(page.getByRole("heading", { name: "Edit Scrim" })).toBeVisible();
  page.on("request", (req) => {
    if (req.method() === "GET" && req.url().endsWith(`/api/scrims/${scrim._id}`)) {
      refetched.push(req.url());
    }
  });
  await page.getByRole("button", { name: "Delete scrim" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();

  await expect(page).toHaveURL(/\/scrims$/);
  await expect(page.getByRole("heading", { name: "Scrims Hub" })).toBeVisible();
  await expect(page.getByText("Loading Scrims")).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveText("Scrim deleted successfully!");
  expect(refetched).toEqual([]);
  await page.context().close();
});

/** How a seat's name link draws its #tag (whole, or not at all on a hidden line), and its name. */
function drawnRiotId(link: Locator) {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const tag = element.querySelector(".seat-player__tagline")!.getBoundingClientRect();
    const name = element.querySelector(".seat-player__name-text")!;
    // a ≥ b, give or take half a pixel of layout rounding.
    const atLeast = (a: number, b: number) => a > b || Math.abs(a - b) < 0.5;
    const whole =
      atLeast(tag.left, box.left) &&
      atLeast(box.right, tag.right) &&
      atLeast(tag.top, box.top) &&
      atLeast(box.bottom, tag.bottom);
    return {
      tag: whole ? "whole" : atLeast(tag.top, box.bottom) ? "hidden" : "cut",
      nameCut: name.scrollWidth > name.clientWidth,
    };
  });
}

test("a long Riot ID in a hub card keeps its whole #tag: the name's end gives way, and with no room at all the tag", async ({
  browser,
  request,
}) => {
  const { scrim } = await createAdminScrimByApi(request);
  const player = await signUpByApi(request, { name: longRiotName(), tagline: "WMW12" });
  await seatPlayerByApi(request, scrim._id, player, "teamOne", "Top");
  const page = await pageFor(browser, player);
  // At 1280 px the seat (with "(you)", Leave and the handle) has room for part of the name and
  // the tag; at 1024 px only for a couple of letters, and a tag cut in half would read wrong.
  for (const [width, expected] of [
    [1280, { tag: "whole", nameCut: true }],
    [1024, { tag: "hidden", nameCut: true }],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await openHubOnDayOf(page, scrim.gameStartTime);
    const card = page.getByRole("article").filter({ hasText: scrim.title });
    await card.getByRole("button", { name: "Show More" }).click();
    const link = card.getByRole("link", { name: `${player.name}#WMW12` });
    await expect(link).toBeVisible();
    await expect.poll(() => drawnRiotId(link)).toEqual(expected);
  }
  await page.context().close();
});
