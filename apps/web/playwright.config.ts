import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

const webDir = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(webDir, "../server");
const port = Number(process.env.E2E_PORT ?? 3210);

// One fresh embedded database per run; set once here, inherited by the workers.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "scrims-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./e2e",
  // The cluster specs need nginx and two processes: `npm run test:cluster` runs them.
  testIgnore: "cluster/**",
  outputDir: "../../test-results/e2e",
  // A file's tests run in order, in one worker; files run two at a time. Each test signs up
  // players of its own, and the specs that need a server or fake of their own start it on a port
  // of their own, so two files never meet. The browsers mostly wait on the server and on live
  // updates: two workers on 2 cores take about half the time of one.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A bound that ends a hung wait, not a speed check: with two browsers and the server on two
  // cores, a full hub can take more than 10 s to draw and go idle on a loaded machine.
  expect: { timeout: 20_000 },
  reporter: [
    ["list"],
    [
      "json",
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          path.resolve(webDir, "../../.test-results/playwright.json"),
      },
    ],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node --import tsx src/server.ts",
    cwd: serverDir,
    url: `http://127.0.0.1:${port}/api/server-status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOCAL_SIGNIN: "true",
      // Every e2e player signs up from 127.0.0.1.
      SIGNIN_RATE_LIMIT: "1000",
      ADMIN_EMAILS: "e2e-admin@example.test",
      LOG_LEVEL: "warn",
      WEB_DIST_DIR: path.join(webDir, "dist"),
    },
  },
});
