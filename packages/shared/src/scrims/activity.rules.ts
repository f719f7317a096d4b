// Calendar months as "YYYY-MM" strings: what the activity chart counts by, in the viewer's zone.

/** The month as a count of months since year 0, so that months add and compare as numbers. */
function monthIndex(month: string): number {
  const [year = 0, number = 1] = month.split("-").map(Number);
  return year * 12 + number - 1;
}

function monthOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "2025-11" plus 3 → "2026-02"; negative counts go back. */
export function addMonths(month: string, count: number): string {
  return monthOfIndex(monthIndex(month) + count);
}

/** How many months from `from` to `to`, both included: 1 for the same month, 0 or less when reversed. */
export function monthSpan(from: string, to: string): number {
  return monthIndex(to) - monthIndex(from) + 1;
}

/** Every month from `from` to `to`, both included, in order. */
export function monthsFromTo(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, monthSpan(from, to)) }, (_, i) => addMonths(from, i));
}

/** The month `at` falls in, in IANA time zone `timeZone` ("YYYY-MM"). */
export function monthIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
  }).formatToParts(at);
  const part = (type: "year" | "month") => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}`;
}

/** The last `count` months up to and including the month of `now` in `timeZone`. */
export function lastMonths(
  count: number,
  now: Date,
  timeZone: string,
): { from: string; to: string } {
  const to = monthIn(now, timeZone);
  return { from: addMonths(to, 1 - count), to };
}
