import { CALENDAR_CANCELLED_DAYS } from "@scrims/shared/calendar/calendar.schema";
import type { JobHandler } from "@/lib/scheduler";
import { calendarRepository } from "./calendar.repository";

export const CALENDAR_CLEANUP = "calendar-cleanup";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily, once across processes: deletes the cancellations older than the 7 days a feed shows them
 * (the database triggers keep adding them; nothing else removes them).
 */
export const calendarCleanupJob: JobHandler = {
  kind: CALENDAR_CLEANUP,
  everyMs: DAY_MS,
  run: async (deps) => {
    const deleted = await calendarRepository.deleteCancellationsOlderThan(
      deps.db,
      CALENDAR_CANCELLED_DAYS,
    );
    deps.log.info(
      { component: "calendar", deleted },
      `deleted ${deleted} calendar cancellations older than ${CALENDAR_CANCELLED_DAYS} days`,
    );
  },
};
