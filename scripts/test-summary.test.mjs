import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countPlaywright, countVitest, isGreen, read, total } from "./test-summary.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scrims-test-summary-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let reports = 0;
const report = (content) => {
  const file = path.join(dir, `report-${(reports += 1)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};
const playwright = (stats, errors = []) =>
  report({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats }, errors });
const vitest = (counts) =>
  report({
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    success: true,
    ...counts,
  });

describe("the test totals", () => {
  it("count Playwright's passed, flaky, failed and skipped tests", () => {
    expect(
      countPlaywright(playwright({ expected: 5, flaky: 1, unexpected: 2, skipped: 3 })),
    ).toEqual({ passed: 6, failed: 2, skipped: 3 });
  });

  it("fail a Playwright run whose web server did not start: no test ran, one error", () => {
    const counts = countPlaywright(
      playwright({}, [{ message: "Error: http://127.0.0.1:3210 is already used" }]),
    );
    expect(counts).toEqual({ passed: 0, failed: 1, skipped: 0 });
    // Beside a green Vitest run, the whole run is red.
    expect(isGreen(total([countVitest(vitest({ numPassedTests: 10 })), counts]))).toBe(false);
  });

  it("fail a runner that ran no test, even without an error", () => {
    expect(countPlaywright(playwright({}))).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(countVitest(vitest({}))).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it("fail a Vitest run with a file that did not load, and a missing report", () => {
    expect(countVitest(vitest({ numPassedTests: 3, success: false }))).toEqual({
      passed: 3,
      failed: 1,
      skipped: 0,
    });
    expect(read(countVitest, path.join(dir, "missing.json"))).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
    });
  });
});
