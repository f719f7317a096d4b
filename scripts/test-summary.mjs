// Reads the JSON reports of the test runners and counts passed, failed and skipped tests.
import fs from "node:fs";

/** A runner that ran no test at all failed, whatever it says: one failure more. */
function ranSomething(counts) {
  const ran = counts.passed + counts.failed + counts.skipped;
  return ran > 0 ? counts : { ...counts, failed: 1 };
}

export function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  return ranSomething({
    passed: report.numPassedTests,
    // A file that failed to load has no failed test; it still makes the run red.
    failed: report.numFailedTests || (report.success ? 0 : 1),
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

export function countPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const { stats } = report;
  return ranSomething({
    passed: stats.expected + stats.flaky,
    // Errors outside any test (a web server that could not start, a spec that did not load)
    // are in the report's own `errors`, and every one fails the run.
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
  });
}

/** Adds counts; a missing report counts as one failure, so a runner that crashed is never a pass. */
export function total(parts) {
  return parts.reduce(
    (sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      skipped: sum.skipped + part.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

export function read(counter, file) {
  try {
    return counter(file);
  } catch {
    console.error(`No readable test report at ${file}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

export const line = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** A run passes only when something ran, nothing failed and nothing was skipped. */
export const isGreen = ({ passed, failed, skipped }) => passed > 0 && failed === 0 && skipped === 0;
