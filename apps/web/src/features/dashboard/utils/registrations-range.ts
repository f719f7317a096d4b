import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";

/** The preset ranges of the registrations chart, in months (6 by default). */
export const RANGE_PRESETS = [
  { label: "3M", months: 3 },
  { label: "6M", months: 6 },
  { label: "1Y", months: 12 },
] as const;
export const DEFAULT_RANGE_MONTHS = 6;
export const CUSTOM_RANGE_ERROR = "'To' cannot be earlier than 'From'";

/** A month as `<input type="month">` writes it: `YYYY-MM`. */
export type MonthValue = string;
/** A custom range; each end empty until picked. */
export type CustomRange = { from: MonthValue; to: MonthValue };

export type RegistrationPoint = { key: MonthValue; label: string; count: number };

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/** Months counted from year 0, so ranges are plain integer steps. */
const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
const parseMonth = (value: MonthValue): number | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) {
    return null;
  }
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? monthIndex(Number(match[1]), month) : null;
};
const pointOf = (index: number, counts: Map<number, number>): RegistrationPoint => {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    key: `${year}-${String(month).padStart(2, "0")}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    count: counts.get(index) ?? 0,
  };
};

/** Why a custom range cannot apply, if it cannot: 'To' before 'From'. */
export function customRangeError({ from, to }: CustomRange): string | undefined {
  const start = parseMonth(from);
  const end = parseMonth(to);
  return start !== null && end !== null && end < start ? CUSTOM_RANGE_ERROR : undefined;
}

/** Whether the custom range applies: both ends set, and 'To' not before 'From'. */
export function isCustomRangeActive(range: CustomRange): boolean {
  return (
    parseMonth(range.from) !== null &&
    parseMonth(range.to) !== null &&
    customRangeError(range) === undefined
  );
}

/**
 * The chart's points: with an applicable custom range, each month from 'From' to 'To'; otherwise
 * the latest `months` months ending at the latest month in the data (none: no points). Months
 * without a registration count zero.
 */
export function registrationSeries(
  growth: DashboardStatsDto["monthlyUserGrowth"],
  months: number,
  custom: CustomRange = { from: "", to: "" },
): RegistrationPoint[] {
  const counts = new Map(growth.map((row) => [monthIndex(row.year, row.month), row.count]));
  let first: number;
  let last: number;
  if (isCustomRangeActive(custom)) {
    first = parseMonth(custom.from) ?? 0;
    last = parseMonth(custom.to) ?? 0;
  } else {
    if (counts.size === 0) {
      return [];
    }
    last = Math.max(...counts.keys());
    first = last - months + 1;
  }
  return Array.from({ length: last - first + 1 }, (_, offset) => pointOf(first + offset, counts));
}
