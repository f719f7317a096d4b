import { uniqueSuffix } from "./pages/account-pages";
import { pageFor, signUpAdmin, signUpByApi } from "./pages/api-players";
import { createScrimByApi, seatPlayerByApi } from "./pages/scrim-page";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("an admin bans a player from the profile; the player's open lobby shows the banner and refuses a join", async ({
  browser,
  request,
}) => {
  // Two browsers and a lobby on a shared machine.
  test.setTimeout(180_000);
  const admin = await signUpAdmin(request);
  const banned = await signUpByApi(request, { name: `Banned ${uniqueSuffix()}` });
  const scrim = await createScrimByApi(request, admin, { title: `Ban lobby ${uniqueSuffix()}` });
  await seatPlayerByApi(request, scrim._id, banned, "teamTwo", "Support");

  // The player has the lobby open while the admin bans him.
  const playerPage = await pageFor(browser, banned);
  await playerPage.goto(`/scrims/${scrim._id}`);
  await expect(playerPage.getByRole("heading", { level: 1, name: scrim.title })).toBeVisible({
    timeout: 30_000,
  });

  const adminPage = await pageFor(browser, admin);
  await adminPage.goto(`/users/${encodeURIComponent(banned.name)}?region=NA`);
  await adminPage.getByRole("button", { name: "Ban", exact: true }).click();
  const dialog = adminPage.getByRole("dialog");
  await expect(dialog.getByText(`Ban ${banned.name}`)).toBeVisible();
  await dialog.getByLabel("Reason").fill("Flaming teammates in chat");
  await saveScreenshot(adminPage, "ban-dialog");
  await dialog.getByRole("button", { name: "Ban player" }).click();
  await expect(adminPage.getByRole("button", { name: "Unban" })).toBeVisible();

  const banner = playerPage.getByRole("alert").filter({ hasText: "Reason:" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Reason: Flaming teammates in chat");
  const bannerTitle = (await banner.locator(".MuiAlertTitle-root").innerText()).trim();
  expect(bannerTitle).toMatch(/^You are banned until .+ (UTC|GMT[+-]?[\d:]*)$/);
  await playerPage.getByRole("button", { name: "Move here: Top" }).first().click();
  // The refused join says the very same end as the banner, and its alert opens below the banner.
  const toast = playerPage.locator(".alert-snackbar").getByRole("alert");
  await expect(toast).toHaveText(bannerTitle);
  const bannerBox = await banner.boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
  await saveScreenshot(playerPage, "ban-banner-lobby");

  // The seat stays; admins see it marked.
  await adminPage.goto(`/scrims/${scrim._id}`);
  await expect(adminPage.getByText("banned", { exact: true })).toBeVisible();
  await saveScreenshot(adminPage, "ban-lobby-marker");

  // Another page of the player's still shows the banner (from his account's currentBan).
  await playerPage.goto("/scrims");
  await expect(playerPage.getByRole("alert").filter({ hasText: bannerTitle })).toBeVisible();

  // The ban is in the admins' history, found through the name filter.
  await adminPage.goto("/admin/bans");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Ban History" })).toBeVisible();
  await adminPage.getByRole("combobox", { name: "Summoner Name" }).fill(banned.name);
  await adminPage.getByRole("option", { name: banned.name, exact: true }).click();
  const row = adminPage.getByRole("row").filter({ hasText: banned.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: banned.name })).toHaveAttribute(
    "href",
    `/users/${encodeURIComponent(banned.name)}?region=NA`,
  );
  const today = await adminPage.evaluate(() =>
    new Date().toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric" }),
  );
  await expect(row.getByRole("cell").nth(1)).toHaveText(today);
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Flaming teammates in chat");
  await saveScreenshot(adminPage, "ban-history");

  // And in the dashboard's recent activity, newest first.
  await adminPage.goto("/admin/dashboard");
  await expect(
    adminPage
      .getByRole("region", { name: "Recent Activity" })
      .getByText(`${banned.name} was banned`, { exact: true }),
  ).toBeVisible();

  await playerPage.context().close();
  await adminPage.context().close();
});
