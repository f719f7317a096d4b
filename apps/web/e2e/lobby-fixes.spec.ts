import { signInLocally, uniqueSuffix } from "./pages/account-pages";
import { pageFor, signUpByApi } from "./pages/api-players";
import { ScrimPage, createAdminScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
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
