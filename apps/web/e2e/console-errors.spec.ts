import type { Page } from "@playwright/test";
import { pageFor, signUpAdmin } from "./pages/api-players";
import { uniqueSuffix } from "./pages/account-pages";
import { expect as baseExpect, test } from "./support/test";

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Every console error of the page and every API answer of 400 or more: the browser logs each
 * failed request as an error, so an answer the app expects (nothing found, already done) must
 * not be one.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") {
      problems.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 400) {
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

test("creating a scrim with the form asks for no scrim called 'new'", async ({
  browser,
  request,
}) => {
  const admin = await signUpAdmin(request);
  const page = await pageFor(browser, admin);
  const problems = watchConsole(page);
  const asked: string[] = [];
  page.on("request", (sent) => {
    if (/\/api\/scrims\/new\b/.test(sent.url())) {
      asked.push(sent.url());
    }
  });

  await page.goto("/scrims/new");
  await page.getByRole("textbox", { name: "Title" }).fill(`Console ${uniqueSuffix()}`);
  await page.getByRole("button", { name: "Create scrim" }).click();
  await expect(page).toHaveURL(/\/scrims\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
  await page.context().close();
});
