import { expect, test } from "./support/test";
import { saveScreenshot } from "./support/screenshots";
import { ServerProcess } from "./support/server-process";

const server = new ServerProcess(
  Number(process.env.E2E_OWN_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 8),
);

test.afterAll(async () => {
  await server.dispose();
});

test("stopping the API sends the app to the server-error page, and it recovers when the API returns", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await server.start();
  await page.goto(`${server.baseUrl}/guide`);
  await expect(page.getByText(/Slide 1 of \d+/)).toBeVisible();
  // The prerendered guide shows before its scripts load (they start after the first paint):
  // stop the API only once the app runs, or its scripts could not be fetched at all.
  await page.waitForFunction(() => {
    const heading = document.querySelector("main h1, main h2");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber"));
  });

  await server.stop();
  await expect(page).toHaveURL(/\/server-error$/, { timeout: 30_000 });
  await expect(page.getByText("ERROR 503")).toBeVisible();
  await expect(
    page.getByText("Uh oh, there was a problem connecting to the server. Please try again later."),
  ).toBeVisible();
  await saveScreenshot(page, "server-error");

  await server.start();
  await expect(page).toHaveURL(`${server.baseUrl}/`, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the server-error page sends a visitor home when the server is up", async ({ page }) => {
  await page.goto("/server-error");
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
});
