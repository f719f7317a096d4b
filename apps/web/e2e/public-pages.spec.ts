import { expect, test } from "./support/test";
import { saveScreenshot } from "./support/screenshots";

test.describe("landing page", () => {
  test("renders its hero and feature cards, and its buttons lead to sign-up and login", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Not affiliated with Riot Games")).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await saveScreenshot(page, "landing");

    await page.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/signup$/);

    await page.goto("/");
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Login/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/signup\?login=1$/);

    await page.goto("/");
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("is readable on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await saveScreenshot(page, "landing-mobile");
  });
});

test.describe("deep links and unknown paths", () => {
  test("a deep link loads the app on that page", async ({ page }) => {
    await page.goto("/guide?slide=3");
    await expect(page.getByText(/Slide 3 of \d+/)).toBeVisible();
  });

  test("a deep link to a signed-in page loads the app and sends a visitor home", async ({
    page,
  }) => {
    const response = await page.goto("/scrims/6f1c2d7e-8a4b-4c3d-9e2f-1a2b3c4d5e6f");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown path shows the 404 text", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByText("Oops, /no/such/page doesn't exist!")).toBeVisible();
    await saveScreenshot(page, "not-found");
  });
});

test.describe("guide", () => {
  test("walks through the slides with buttons and the keyboard", async ({ page }) => {
    await page.goto("/guide");
    await expect(page.getByText(/Slide 1 of \d+/)).toBeVisible();
    await saveScreenshot(page, "guide");
    await page.getByRole("button", { name: /next/i }).click();
    await expect(page.getByText(/Slide 2 of \d+/)).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(/Slide 3 of \d+/)).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText(/Slide 2 of \d+/)).toBeVisible();
  });
});

test.describe("legal pages", () => {
  test("the privacy policy shows its 12 numbered sections", async ({ page }) => {
    await page.goto("/privacy-policy");
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(12);
    for (let n = 1; n <= 12; n += 1) {
      await expect(headings.nth(n - 1)).toHaveText(new RegExp(`^${n}\\. `));
    }
    await expect(page.getByText(/30 days/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute(
      "href",
      "/signup",
    );
    await expect(page.getByRole("link", { name: "Terms of Service" }).first()).toBeVisible();
    await saveScreenshot(page, "privacy-policy");
  });

  test("the terms of service show their 16 sections with the prize-pool rule and governing law", async ({
    page,
  }) => {
    await page.goto("/terms-of-service");
    const headings = page.getByRole("heading", { level: 2 });
    await expect(headings).toHaveCount(16);
    for (let n = 1; n <= 16; n += 1) {
      await expect(headings.nth(n - 1)).toHaveText(new RegExp(`^${n}\\. `));
    }
    await expect(page.getByText(/70%/).first()).toBeVisible();
    await expect(page.getByText(/United States/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Privacy Policy" }).first()).toBeVisible();
    await saveScreenshot(page, "terms-of-service");
  });
});
