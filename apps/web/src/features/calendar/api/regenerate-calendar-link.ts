import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarLinkDto } from "@scrims/shared/calendar/calendar.schema";
import { api } from "@/lib/api-client";
import { calendarKeys } from "./get-calendar-link";

/** `POST /api/users/me/calendar/regenerate` → `{url}`; the old link stops working. */
const regenerateCalendarLink = () => api.post<CalendarLinkDto>("/api/users/me/calendar/regenerate");

export function useRegenerateCalendarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarLink,
    onSuccess: (link) => queryClient.setQueryData(calendarKeys.link(), link),
  });
}
