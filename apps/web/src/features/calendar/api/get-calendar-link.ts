import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CalendarLinkDto } from "@scrims/shared/calendar/calendar.schema";
import { api } from "@/lib/api-client";

/** The one query-key factory of the calendar feature. */
export const calendarKeys = {
  all: ["calendar"] as const,
  link: () => [...calendarKeys.all, "link"] as const,
};

/** `GET /api/users/me/calendar` → `{url}` (the secret is made on the first call). */
const getCalendarLink = () => api.get<CalendarLinkDto>("/api/users/me/calendar");

const calendarLinkQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.link(), queryFn: getCalendarLink });

export const useCalendarLink = () => useQuery(calendarLinkQueryOptions());
