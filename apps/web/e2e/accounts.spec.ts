import {
  choose,
  fillDetails,
  openUserMenuItem,
  signInLocally,
  uniqueSuffix,
} from "./pages/account-pages";
import { saveScreenshot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("a new player signs in locally, registers in three steps, edits settings, sees them on the profile and logs out", async ({
  page,
}) => {
  // Registration, settings, profile, admin refusal and logout: slow on a busy machine.
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const name = `Rift ${suffix}`;
  const email = `player-${suffix}@example.test`;

  await signInLocally(page, email);
  await expect(page.getByLabel("Summoner Name")).toBeVisible();
  await saveScreenshot(page, "signup-step-details");

  // An error shown, then corrected.
  await fillDetails(page, { tagline: "#NA1", discord: `rift_${suffix}` });
  await expect(page.getByLabel("Tagline")).toHaveValue("NA1");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please correct the following error")).toBeVisible();
  await expect(page.getByText(/Summoner Name is empty!/i)).toBeVisible();
  await saveScreenshot(page, "signup-step-details-error");
  await fillDetails(page, { name });
  await page.getByRole("button", { name: "Next" }).click();

  await choose(page, "Rank division", "Gold");
  await choose(page, "Rank number", "2");
  await saveScreenshot(page, "signup-step-rank");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText("Gold 2").first()).toBeVisible();
  await saveScreenshot(page, "signup-step-verify");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/scrims$/);
  await expect(page.getByText("Account created successfully, welcome!")).toBeVisible();
  await saveScreenshot(page, "signed-in-scrims");

  // Settings: change Discord and rank.
  await openUserMenuItem(page, name, "Settings");
  await expect(page).toHaveURL(/\/settings$/);
  const newDiscord = `rift_new_${suffix}`;
  await page.getByLabel("Discord Username").fill(newDiscord);
  await choose(page, "Rank division", "Master");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Account details updated!")).toBeVisible();
  await saveScreenshot(page, "settings");

  // The profile shows the change.
  await openUserMenuItem(page, name, "My Profile");
  await expect(page).toHaveURL(
    new RegExp(`/users/${encodeURIComponent(name).replace(/%20/g, "(%20|\\+)")}`),
  );
  await expect(page.getByText(newDiscord)).toBeVisible();
  await expect(page.getByText("Master").first()).toBeVisible();
  await saveScreenshot(page, "profile");

  // A player is no admin.
  await page.goto("/admin/dashboard");
  await expect(page.getByText("You do not have permission to view this page")).toBeVisible();
  await expect(page).not.toHaveURL(/\/admin\//);
  await saveScreenshot(page, "admin-refused");

  // Logout.
  await openUserMenuItem(page, name, "Logout");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/settings");
  await expect(page).not.toHaveURL(/\/settings$/);
});

test("a visitor sent to an admin page is asked to log in", async ({ page }) => {
  await page.goto("/admin/dashboard");
  await expect(page.getByText("Please login to continue")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
