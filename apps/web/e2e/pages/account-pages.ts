import { expect, type Locator, type Page } from "@playwright/test";

export type PlayerDetails = {
  name: string;
  tagline: string;
  discord: string;
  division: string;
  number?: string;
};

/** A short random suffix: names stay unique across tests and runs on the same data folder. */
export function uniqueSuffix(): string {
  return Math.random().toString(36).slice(2, 8);
}

/**
 * A header icon ("Friend requests", "Notifications", "Messenger"), named with the count its badge
 * shows ("Notifications (2)"); the count is also `data-count`. Also read while a dialog hides the
 * page from the accessibility tree.
 */
export function headerIcon(page: Page, name: string): Locator {
  return page
    .locator("header")
    .getByRole("button", { name: new RegExp(`^${name}( \\(|$)`), includeHidden: true });
}

/**
 * Picks an option of an MUI select by its label, and waits until the select shows it with its
 * menu closed. A click that lands while the menu is still opening (a busy machine) can leave the
 * menu open with nothing picked; then it is clicked again, as a player would.
 */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole("combobox", { name: label });
  const listbox = page.getByRole("listbox");
  await expect(async () => {
    if (!(await listbox.isVisible())) {
      await select.click();
    }
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 5000 });
    await expect(listbox).toBeHidden({ timeout: 2000 });
    await expect(select).toHaveText(option, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** Local sign-in on /signup with an email alone. */
export async function signInLocally(page: Page, email: string): Promise<void> {
  await page.goto("/signup?login=1");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Step 0 of registration: the details. */
export async function fillDetails(page: Page, details: Partial<PlayerDetails>): Promise<void> {
  if (details.name !== undefined) {
    await page.getByLabel("Summoner Name").fill(details.name);
  }
  if (details.tagline !== undefined) {
    await page.getByLabel("Tagline").fill(details.tagline);
  }
  if (details.discord !== undefined) {
    await page.getByLabel("Discord Username").fill(details.discord);
  }
}

/** Opens the signed-in user's menu in the header and picks an item. */
export async function openUserMenuItem(page: Page, userName: string, item: string): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: userName }).click();
  await page.getByRole("menuitem", { name: item }).click();
}
