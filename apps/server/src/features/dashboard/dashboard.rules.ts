import type { ServiceStatus } from "@scrims/shared/dashboard/dashboard.schema";
import { startOfUtcDay } from "@/features/auth/auth.rules";
import type { StatsMoments } from "./dashboard.repository";

const DAY_MS = 24 * 60 * 60_000;
/** Days in the weekly scrim chart (today and the six before). */
const CHART_DAYS = 7;
/** A database round trip slower than this shows the database as warning. */
export const SLOW_DATABASE_MS = 500;

/** The moments the dashboard counts from at `now` (all in UTC). */
export function statsMoments(now: Date): StatsMoments {
  const today = startOfUtcDay(now);
  return {
    now,
    weekAgo: new Date(now.getTime() - 7 * DAY_MS),
    today,
    firstChartDay: new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS),
  };
}

/** `YYYY-MM-DD` of a UTC midnight. */
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The seven chart days from `firstDay`, each with its count (zero for a day without scrims). */
export function fillChartDays(
  counted: { day: string; scrims: number }[],
  firstDay: Date,
): { day: string; scrims: number }[] {
  const byDay = new Map(counted.map((row) => [row.day, row.scrims]));
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const day = dayKey(new Date(firstDay.getTime() + index * DAY_MS));
    return { day, scrims: byDay.get(day) ?? 0 };
  });
}

/** The database's status from one round trip (null: it did not answer). */
export function databaseStatus(latencyMs: number | null): ServiceStatus {
  if (latencyMs === null) {
    return "error";
  }
  return latencyMs > SLOW_DATABASE_MS ? "warning" : "operational";
}
