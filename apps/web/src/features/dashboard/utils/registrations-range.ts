import type { DashboardStatsDto } from "@scrims/shared/dashboard/dashboard.schema";
import {
  isCustomRangeActive,
  type CustomRange,
  type MonthValue,
} from "@/components/charts/month-range";

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
const parseMonth = (value: MonthValue): number =>
  monthIndex(Number(value.slice(0, 4)), Number(value.slice(5, 7)));
const pointOf = (index: number, counts: Map<number, number>): RegistrationPoint => {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    key: `${year}-${String(month).padStart(2, "0")}`,
    label: `${MONTH_NAMES[month - 1]} ${year}`,
    count: counts.get(index) ?? 0,
  };
};

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
    first = parseMonth(custom.from);
    last = parseMonth(custom.to);
  } else {
    if (counts.size === 0) {
      return [];
    }
    last = Math.max(...counts.keys());
    first = last - months + 1;
  }
  return Array.from({ length: last - first + 1 }, (_, offset) => pointOf(first + offset, counts));
}
