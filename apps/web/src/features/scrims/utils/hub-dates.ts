import dayjs from "dayjs";

/** Dates as the hub's date input holds them: the viewer's local day, `YYYY-MM-DD`. */
const DAY_FORMAT = "YYYY-MM-DD";
/** How the hub shows a day to the viewer. */
const DISPLAY_DAY_FORMAT = "MM/DD/YYYY";

export function today(now: Date = new Date()): string {
  return dayjs(now).format(DAY_FORMAT);
}

export function isValidDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && dayjs(day).format(DAY_FORMAT) === day;
}

/** True for a day before today (in the viewer's zone): nothing on it can still be upcoming. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < today(now);
}

export function shiftDay(day: string, days: number): string {
  return dayjs(day).add(days, "day").format(DAY_FORMAT);
}

/** `GET /api/scrims` window: the start of the chosen local day and of the next one, in UTC. */
export function dayRange(day: string): { startDate: string; endDate: string } {
  const start = dayjs(day).startOf("day");
  return { startDate: start.toISOString(), endDate: start.add(1, "day").toISOString() };
}

export function formatDay(day: string): string {
  return dayjs(day).format(DISPLAY_DAY_FORMAT);
}
