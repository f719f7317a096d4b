import { api } from "@/lib/api-client";

/** `GET /api/scrims/{id}/calendar.ics` → the scrim's one iCalendar event, as text. */
export const getScrimCalendar = (scrimId: string) =>
  api.get<string>(`/api/scrims/${encodeURIComponent(scrimId)}/calendar.ics`, {
    headers: { Accept: "text/calendar" },
  });
