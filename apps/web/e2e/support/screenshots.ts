import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";

const dir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../test-results/screenshots",
);

/** Saves a full-page screenshot under test-results/screenshots for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage: true,
    animations: "disabled",
  });
}
