import { ROLES } from "@scrims/shared/scrims/scrims.constants";
import { contextFor, signUpByApi } from "./pages/api-players";
import {
  ScrimPage,
  createAdminScrimByApi,
  openHubOnDayOf,
  seatPlayerByApi,
} from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("an admin sees the teams' average ranks, balances them from the dialog, and the lobby shows the new teams", async ({
  browser,
  request,
}) => {
  // Eleven players sign up and take seats first: about half a minute on a loaded machine.
  test.setTimeout(180_000);
  const { admin, scrim } = await createAdminScrimByApi(request, { title: "Balance night" });
  const diamonds = [];
  const irons = [];
  for (const role of ROLES) {
    const strong = await signUpByApi(request, { rank: "Diamond 1" });
    const weak = await signUpByApi(request, { rank: "Iron 4" });
    await seatPlayerByApi(request, scrim._id, strong, "teamOne", role);
    await seatPlayerByApi(request, scrim._id, weak, "teamTwo", role);
    diamonds.push(strong);
    irons.push(weak);
  }

  const context = await contextFor(browser, admin);
  const page = await context.newPage();
  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);
  // A loaded machine may take a while for the first page of the run.
  await expect(scrimPage.heading("Balance night")).toBeVisible({ timeout: 60_000 });
  const averages = page.getByRole("list", { name: "Average ranks" });
  await expect(
    averages.getByRole("listitem", { name: "Blue Side average rank: Diamond 1" }),
  ).toBeVisible();
  await expect(
    averages.getByRole("listitem", { name: "Red Side average rank: Iron 4" }),
  ).toBeVisible();
  await saveScreenshot(page, "balance-lobby-before");

  await page.getByRole("button", { name: "Balance teams" }).click();
  const dialog = page.getByRole("dialog", { name: "Balance teams" });
  const moves = dialog.getByRole("list", { name: "Proposed moves" });
  await expect(moves.getByRole("listitem")).toHaveCount(2);
  await expect(moves.getByRole("listitem").first()).toContainText(
    `${diamonds[0]!.name} → Red Side`,
  );
  await expect(dialog.getByRole("row", { name: /Blue Side/ })).toContainText("Platinum 4 (17.2)");
  await saveScreenshot(page, "balance-dialog");

  await dialog.getByRole("button", { name: "Apply balance" }).click();
  await expect(page.getByText("Teams balanced: every player kept their role")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(scrimPage.seatedPlayer("teamOne", "Top", irons[0]!.name)).toBeVisible();
  await expect(scrimPage.seatedPlayer("teamTwo", "Jungle", diamonds[1]!.name)).toBeVisible();
  await expect(scrimPage.seatedPlayer("teamOne", "Mid", diamonds[2]!.name)).toBeVisible();
  await expect(
    averages.getByRole("listitem", { name: "Blue Side average rank: Platinum 4" }),
  ).toBeVisible();
  await saveScreenshot(page, "balance-lobby-after");

  // The hub's card shows the same averages, collapsed, on a phone too.
  await openHubOnDayOf(page, scrim.gameStartTime);
  const card = page.getByRole("article", { name: "Balance night" });
  await expect(card.getByRole("listitem", { name: "Lobby average rank: Gold 2" })).toBeVisible();
  await saveScreenshot(page, "balance-hub");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    card.getByRole("listitem", { name: "Red Side average rank: Silver 1" }),
  ).toBeVisible();
  await saveScreenshot(page, "balance-hub-phone");
  await context.close();
});
