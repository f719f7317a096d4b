import { monthSpan } from "@scrims/shared/scrims/activity.rules";

/** The preset ranges of the month charts (registrations, a profile's activity), in months. */
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
export const NO_RANGE: CustomRange = { from: "", to: "" };

/** A month `<input type="month">` may hold: `YYYY-MM` of months 01 to 12. */
const isMonthValue = (value: MonthValue) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * Why a custom range cannot apply, if it cannot: 'To' before 'From', or (with `maxMonths`) a
 * range longer than that.
 */
export function customRangeError(range: CustomRange, maxMonths?: number): string | undefined {
  if (!isMonthValue(range.from) || !isMonthValue(range.to)) {
    return undefined;
  }
  const span = monthSpan(range.from, range.to);
  if (span < 1) {
    return CUSTOM_RANGE_ERROR;
  }
  return maxMonths !== undefined && span > maxMonths
    ? `Pick at most ${maxMonths} months`
    : undefined;
}

/** Whether the custom range applies: both ends set, and nothing wrong with it. */
export function isCustomRangeActive(range: CustomRange, maxMonths?: number): boolean {
  return (
    isMonthValue(range.from) &&
    isMonthValue(range.to) &&
    customRangeError(range, maxMonths) === undefined
  );
}
