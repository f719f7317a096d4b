import { test as base, expect, type Page } from "@playwright/test";
import { pageFor, signUpByApi } from "../pages/api-players";

/**
 * Collects what must never happen on a page: an uncaught error, or a Content Security Policy
 * violation logged to the console (the built app must work under the server's real headers).
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`csp: ${message.text()}`);
    }
  });
  return problems;
}

/** Every e2e test fails if its page shows one of the problems `watchPageProblems` collects. */
export const test = base.extend<{ pageProblems: string[]; playerPage: Page }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems = watchPageProblems(page);
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A page signed in as a new player (signed up through the API), for tests where any player will
   * do; its context of its own closes after the test.
   */
  playerPage: async ({ browser, request }, use) => {
    const page = await pageFor(browser, await signUpByApi(request));
    await use(page);
    await page.context().close();
  },
});

export { expect };
