import { uniqueSuffix } from "./pages/account-pages";
import { pageFor, signUpAdmin, signUpByApi } from "./pages/api-players";
import { ScrimPage, createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { expect, test } from "./support/test";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(phone);

test("on a phone the admin's seat controls fit one menu, the drawer holds the account and the footer is one line", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const player = await signUpByApi(request, { name: `Longname ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Phone ${uniqueSuffix()}` });
  await seatPlayerByApi(request, scrim._id, player, "teamOne", "Top");

  const page = await pageFor(browser, admin, phone);
  const scrimPage = new ScrimPage(page);
  await scrimPage.goto(scrim._id);

  // The seat: the whole name, one menu button, no Kick/Swap/drag buttons beside it.
  const row = scrimPage.seat("teamOne", "Top");
  await expect(row.getByRole("link", { name: new RegExp(player.name) })).toHaveText(
    `${player.name}#NA1`,
  );
  await expect(row.getByRole("button", { name: "Kick" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Drag/ })).toHaveCount(0);
  await row.getByRole("button", { name: `Seat actions for ${player.name}` }).click();
  await page.getByRole("menuitem", { name: /Red Side · Mid/ }).click();
  await expect(scrimPage.seat("teamTwo", "Mid")).toContainText(player.name);
  // Red Side Mid was empty: a move, not a swap.
  await expect(page.getByText("Player moved")).toBeVisible();

  // The footer is one compact line.
  const footer = await page.getByRole("contentinfo").boundingBox();
  expect(footer?.height).toBeLessThanOrEqual(40);

  // The drawer holds the account too.
  await page.getByRole("button", { name: "Open navigation" }).click();
  const account = page.getByRole("navigation", { name: "Account" });
  for (const link of ["My Profile", "Settings", "Admin Dashboard"]) {
    await expect(account.getByRole("link", { name: link })).toBeVisible();
  }
  await expect(account.getByRole("button", { name: "Logout" })).toBeVisible();
  await page.context().close();
});
