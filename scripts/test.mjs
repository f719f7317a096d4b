// `npm test`: unit and integration tests of every package and of the scripts, the built server
// bundle's included (Vitest), then the end-to-end suite in Chromium against the real server
// serving the web build (Playwright). Prints one totals line at the end.
// Extra arguments go to both runners' environment only through variables (e.g. DATABASE_URL).
import fs from "node:fs";
import path from "node:path";
import { buildWebIfStale, root, run } from "./lib.mjs";
import { countPlaywright, countVitest, isGreen, line, read, total } from "./test-summary.mjs";

const reports = path.join(root, ".test-results");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");
const bin = (name) => path.join(root, "node_modules/.bin", name);

await run(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  {
    cwd: root,
  },
);

const built = await buildWebIfStale();
if (built === 0) {
  await run(bin("playwright"), ["test", "-c", "apps/web/playwright.config.ts"], {
    cwd: root,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
}

const totals = total([read(countVitest, vitestReport), read(countPlaywright, playwrightReport)]);
fs.writeFileSync(path.join(reports, "totals.json"), JSON.stringify(totals));
console.log(`\n${line(totals)}`);
process.exit(isGreen(totals) ? 0 : 1);
