import { test as base, expect } from "@playwright/test";

/**
 * Every e2e test fails if the page logs a Content Security Policy violation or an uncaught
 * error: the built app must work under the server's real headers.
 */
export const test = base.extend<{ pageProblems: string[] }>({
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
});

export { expect };
