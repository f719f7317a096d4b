import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./playwright.config";

const webDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * `npm run test:cluster` (scripts/test-cluster.mjs) runs this project against nginx in front of
 * two app processes it started; it sets CLUSTER_URL and the other CLUSTER_* variables. The specs
 * stop and restart processes, so they run one at a time, in file order.
 */
export default defineConfig({
  testDir: "./e2e/cluster",
  outputDir: "../../test-results/cluster",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 180_000,
  // Generous: two servers, nginx and Chromium share the machine with the test itself.
  expect: { timeout: 30_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          path.resolve(webDir, "../../.test-results/cluster.json"),
      },
    ],
  ],
  use: {
    baseURL: process.env.CLUSTER_URL ?? "http://127.0.0.1:4106",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "cluster", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
