import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** The impacts that fail the check; moderate and minor findings are printed, not failed. */
const FAILING = new Set(["serious", "critical"]);

/**
 * axe's experimental rules that judge serious or critical problems. axe leaves them off by
 * default; `label-content-name-mismatch` (WCAG 2.5.3, a visible label must be part of the
 * accessible name) is among them and is one the walk of issue 29 found, so they run too.
 */
const EXPERIMENTAL_RULES = [
  "label-content-name-mismatch",
  "p-as-heading",
  "css-orientation-lock",
  "table-fake-caption",
  "td-has-header",
];

/**
 * Brings the page to how it looks once it has stopped moving: axe reads colours as drawn, and a
 * half-faded element fails contrast that the finished one passes. The page is first shown as to a
 * player who asked for reduced motion, which every entrance animation of the app honours (a slide
 * of the guide fading in may start after a first wait, when hydration restyles it); then the
 * finite animations and transitions still running (a dialog fading in, a chip turning colour) are
 * waited for. Endless ones (spinners, skeleton pulses) are not.
 */
async function settle(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

function describe(violation: AxeResults["violations"][number]): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const why = node.failureSummary?.replace(/\s+/g, " ").trim() ?? "";
    return `    ${node.target.join(" ")}\n      ${node.html.slice(0, 200)}\n      ${why}`;
  });
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : [];
  return [`${violation.impact}: ${violation.id} (${violation.help})`, ...nodes, ...more].join("\n");
}

/**
 * Runs axe on the page as it is now (axe's default rules, WCAG A and AA and best practices, plus
 * the experimental rules above) and answers the serious and critical violations, each described
 * with up to five of its elements; the others go to the log.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const milder = results.violations.filter((violation) => !FAILING.has(violation.impact ?? ""));
  if (milder.length > 0) {
    console.log(
      `axe, not failing (${page.url()}): ${milder
        .map(
          (v) =>
            `${v.impact} ${v.id} at ${v.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        )
        .join("; ")}`,
    );
  }
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ""))
    .map(describe);
}
