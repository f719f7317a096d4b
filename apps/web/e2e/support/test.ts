import { test as base, expect, type Page } from "@playwright/test";
import { pageFor, signUpByApi } from "../pages/api-players";

/**
 * Every e2e test fails if the page logs a Content Security Policy violation or an uncaught
 * error: the built app must work under the server's real headers.
 */
export const test = base.extend<{ pageProblems: string[]; playerPage: Page }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      page.on("console", (message) => {
        if (
          message.type() === "error" &&
          /Content Security Policy|Refused to/i.test(message.text())
        ) {
          problems.push(`csp: ${message.text()}`);
        }
      });
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
