import { z } from "zod";

/** How far back the private feed reaches, and how long a cancelled event stays in it. */
export const CALENDAR_PAST_DAYS = 30;
export const CALENDAR_CANCELLED_DAYS = 7;
/** Every event lasts one hour. */
export const CALENDAR_EVENT_MINUTES = 60;

/** `GET /api/users/me/calendar`, `POST /api/users/me/calendar/regenerate`. */
export const calendarLinkDtoSchema = z.object({
  /** Absolute `{PUBLIC_URL}/api/calendar/{secret}.ics`: whoever holds it reads the feed. */
  url: z.url(),
});
export type CalendarLinkDto = z.infer<typeof calendarLinkDtoSchema>;

export const calendarMessages = {
  notFound: "Calendar not found",
} as const;
